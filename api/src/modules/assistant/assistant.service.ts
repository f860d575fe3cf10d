import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { BoundedCache } from '../../common/cache/bounded-cache';
import { TransactionContext } from '../../common/database/transaction-context';
import { rateLimited } from '../../common/errors/common.errors';
import type { AuthContext } from '../../common/guards/auth-context';
import { AnalyticsService, type Caller, InsightsScopes, InsightsService } from '../insights';
import { PlanLimits } from '../users';
import { AssistantRepository } from './assistant.repository';
import { ChatRepository } from './chat.repository';
import type { AiInsightDto, AiInsightsDto, ChatMessageDto, ChatResponseDto } from './dto/chat.dto';
import { feesInsight, forecastInsight, recurringInsights, unusualInsights } from './write/insights';
import {
  AssistantFunctions,
  type CallerData,
  type FunctionResult,
  type Span,
} from './functions/assistant-functions';
import { checkedCall, type FunctionCall, type PeriodArg } from './functions/registry';
import {
  understand,
  type KnownPayee,
  type Understanding,
  type UnderstandContext,
} from './understand/understand';
import { askModel } from './model/model-assistant';
import { figures, inventedNumbers } from './model/number-check';
import { Pseudonyms, type PersonalData } from './model/pseudonyms';
import { coverage, helpReply, noDataReply, writeReply } from './write/reply';

const HISTORY_LIMIT = 200;
// Names the user has paid or been paid by, for matching "Kofi" in a question: the most used first.
const PAYEE_LIMIT = 2000;

export type Answer = {
  text: string;
  data: CallerData;
  context: UnderstandContext;
  understanding: Understanding;
  calls: FunctionCall[];
  results: FunctionResult[];
};

// The Pro assistant (docs/assistant.md): every figure in a reply comes from a function over the
// caller's own data; the conversation is kept server-side.
@Injectable()
export class AssistantService {
  private readonly logger = new Logger('Assistant');
  // The names a user has paid or been paid by, while their transactions are unchanged
  // (users.history_version).
  private readonly payees = new BoundedCache<KnownPayee[]>(200);

  constructor(
    private readonly repository: AssistantRepository,
    private readonly chats: ChatRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: PlanLimits,
    private readonly scopes: InsightsScopes,
    private readonly functions: AssistantFunctions,
    private readonly analytics: AnalyticsService,
    private readonly insightsService: InsightsService,
    private readonly tx: TransactionContext,
  ) {}

  async chat(auth: AuthContext, message: string): Promise<ChatResponseDto> {
    await this.limits.assertPro(auth.userId, 'The AI assistant');
    await this.countQuestion(auth.userId);
    const now = new Date();
    const rules = await this.answer(auth, message, now);
    const answer = await this.withModel(rules, message, now);
    await this.tx.run(async () => {
      await this.chats.addQuestion(auth.userId, message);
      await this.chats.addAnswer(auth.userId, answer);
    });
    return { response: answer.text };
  }

  // With a model configured, it understands and words the answer; the rules' answer stands when
  // it fails, is slow, calls a tool it may not, or writes a number no function returned.
  private async withModel(
    rules: Answer,
    question: string,
    now: Date,
  ): Promise<{ text: string; calls: FunctionCall[]; source: 'rules' | 'model' | 'fallback' }> {
    const model = this.config.assistant.model;
    if (model === null || rules.data.span === null) {
      return { text: rules.text, calls: rules.calls, source: 'rules' };
    }
    const fallback = { text: rules.text, calls: rules.calls, source: 'fallback' as const };
    try {
      // Names and numbers go to the model as placeholders, for this request only.
      const pseudonyms = new Pseudonyms(await this.personalData(rules));
      const reply = await askModel(
        model,
        this.functions,
        rules.data,
        question,
        today(now),
        pseudonyms,
      );
      // The checks read what the model saw and wrote: "Payee 3" is a name, not a figure.
      if (reply.results.length === 0 && figures(reply.text).length > 0) {
        this.logger.warn('model reply gave figures without calling a function');
        return fallback;
      }
      const invented = inventedNumbers(reply.text, reply.question, reply.results);
      if (invented.length > 0) {
        this.logger.warn(`model reply used ${invented.length} number(s) no function returned`);
        return fallback;
      }
      const { text, unknown } = pseudonyms.reveal(reply.text);
      if (unknown.length > 0) {
        this.logger.warn(`model reply named ${unknown.length} payee(s) it was not given`);
        return fallback;
      }
      return { text, calls: reply.calls, source: 'model' };
    } catch (error) {
      this.logger.warn(`model unavailable (${error instanceof Error ? error.name : 'error'})`);
      return fallback;
    }
  }

  // What must not reach the model: the names the user has paid or been paid by, their own name,
  // the name the rules read as a payee in the question, and their wallets' labels; numbers are
  // found by their form (phone-numbers.ts).
  private async personalData(rules: Answer): Promise<PersonalData> {
    const { userId } = rules.data.caller;
    const [users, wallets] = await Promise.all([
      this.repository.findNames(userId),
      this.repository.walletLabels(userId),
    ]);
    const own = users.flatMap(({ first, last }) => [`${first} ${last}`, first, last]);
    const asked = rules.understanding.payee === null ? [] : [rules.understanding.payee];
    return {
      names: [...rules.context.payees.map((payee) => payee.name), ...own, ...asked],
      wallets: wallets.map((wallet) => wallet.label),
    };
  }

  // The dashboard's AI insights card (Pro): this month's forecast (only while the latest month
  // with data is this calendar month), recurring payments and their next dates, categories much
  // above the user's usual, and what fees cost (from ₵5 in the month, FEE_TIP_FROM).
  async insights(auth: AuthContext, now = new Date()): Promise<AiInsightsDto> {
    await this.limits.assertPro(auth.userId, 'AI insights');
    const caller = await this.scopes.caller(auth, null);
    const latest = this.scopes.withPeriod(caller, 'latest');
    const [forecast, recurring, unusual, fees] = await Promise.all([
      this.analytics.forecast(caller),
      this.analytics.recurring(caller),
      this.analytics.unusual(caller),
      this.insightsService.feesFor(latest),
    ]);
    const items = [
      forecastInsight(forecast, now),
      ...unusualInsights(unusual),
      ...recurringInsights(recurring),
      feesInsight(fees, latest.period.label),
    ].filter((item): item is AiInsightDto => item !== null);
    return { items };
  }

  async history(auth: AuthContext): Promise<ChatMessageDto[]> {
    await this.limits.assertPro(auth.userId, 'The AI assistant');
    return this.chats.history(auth.userId, HISTORY_LIMIT);
  }

  /** The deterministic answer to a question, on the caller's data as of `now`. */
  async answer(auth: AuthContext, question: string, now: Date): Promise<Answer> {
    const caller = await this.scopes.caller(auth, null);
    const span = await this.scopes.span(caller);
    const context = await this.context(caller, span, now);
    let understanding: Understanding;
    try {
      understanding = understand(question, context);
    } catch (error) {
      // A reading the functions' schemas refuse (a date past what a period can be): say what
      // can be asked rather than fail.
      this.logger.warn(`question not planned (${error instanceof Error ? error.name : 'error'})`);
      understanding = { intent: 'unknown', calls: [], periods: [], category: null, payee: null };
    }
    const data: CallerData = { caller, span };
    const empty = { understanding, data, context, calls: [], results: [] };
    if (understanding.calls.length === 0) {
      return { ...empty, text: helpReply(understanding.intent === 'help') };
    }
    if (span === null) return { ...empty, text: noDataReply() };
    let calls = understanding.calls;
    let results = await Promise.all(calls.map((call) => this.functions.run(data, call)));
    let lead = '';
    if (results.some((result) => !isCovered(result))) {
      // Asked about days the statements do not cover: say so, and answer for the latest month.
      const asked = uncoveredLabel(results);
      lead = `I don't have transactions for ${asked}: your statements cover ${coverage(span)}. Here is your latest month instead.\n`;
      calls = calls.map((call) => toLatest(call, span));
      results = await Promise.all(calls.map((call) => this.functions.run(data, call)));
    }
    return {
      text: lead + writeReply(understanding.intent, results),
      data,
      context,
      understanding,
      calls,
      results,
    };
  }

  private async context(caller: Caller, span: Span | null, now: Date): Promise<UnderstandContext> {
    const [categories, payees] = await Promise.all([
      this.repository.expenseCategories(caller.userId),
      this.knownPayees(caller),
    ]);
    return { today: today(now), span, categories, payees };
  }

  private async knownPayees(caller: Caller): Promise<KnownPayee[]> {
    const user = await this.repository.findHistoryVersion(caller.userId);
    const key = JSON.stringify([caller.userId, user?.version, caller.visibleFrom]);
    const cached = this.payees.get(key);
    if (cached) return cached;
    const payees = await this.repository.knownPayees(
      caller.userId,
      caller.visibleFrom,
      PAYEE_LIMIT,
    );
    this.payees.set(key, payees);
    return payees;
  }

  // AI_CHAT_PER_MINUTE and AI_CHAT_PER_DAY questions per user, counted in PostgreSQL under a
  // per-user lock (so parallel requests cannot all slip under), apart from the history.
  private async countQuestion(userId: string): Promise<void> {
    const { perMinute, perDay } = this.config.assistant;
    await this.tx.run(async () => {
      await this.tx.lock(`ai-chat:${userId}`);
      const row = await this.chats.countRecentQuestions(userId);
      if ((row?.day ?? 0) >= perDay) {
        throw rateLimited(row?.dayRetry ?? 86_400, `You have asked ${perDay} questions today`);
      }
      if ((row?.minute ?? 0) >= perMinute) {
        throw rateLimited(row?.minuteRetry ?? 60, 'You are asking questions very quickly');
      }
      await this.chats.forgetOldQuestions(userId);
      await this.chats.recordQuestion(userId);
    });
  }
}

function isCovered(result: FunctionResult): boolean {
  if (result.name === 'compare_periods') return result.first.covered && result.second.covered;
  if ('covered' in result) return result.covered;
  return true;
}

function uncoveredLabel(results: FunctionResult[]): string {
  for (const result of results) {
    if (result.name === 'compare_periods') {
      const sides = [result.first, result.second].filter((side) => !side.covered);
      return sides.map((side) => side.period.label).join(' and ');
    }
    if ('covered' in result && !result.covered) return result.period.label;
  }
  return 'that period';
}

// The latest month the statements cover, and the month before it.
function latestMonths(span: Span): { latest: PeriodArg; before: PeriodArg } {
  const [y, m] = span.last.split('-').map(Number) as [number, number];
  const first = (index: number) =>
    `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
  const index = y * 12 + m - 1;
  return {
    latest: { from: first(index), to: first(index + 1) },
    before: { from: first(index - 1), to: first(index) },
  };
}

function toLatest(call: FunctionCall, span: Span): FunctionCall {
  const { latest, before } = latestMonths(span);
  switch (call.name) {
    case 'compare_periods':
      return checkedCall(call.name, { ...call.args, first: latest, second: before });
    case 'get_budgets':
      return checkedCall(call.name, {});
    case 'get_recurring_payments':
    case 'get_forecast':
    case 'get_balance':
      return call;
    case 'get_spending_by_month':
      return checkedCall(call.name, { period: { key: 'all' } });
    case 'get_totals':
    case 'get_spending_by_category':
    case 'get_payee_spending':
    case 'get_top_recipients':
    case 'get_spending_by_wallet':
    case 'get_spending_by_type':
    case 'get_largest_transactions':
    case 'get_fees':
      return checkedCall(call.name, { ...call.args, period: latest });
  }
}

// The day in Ghana (UTC all year).
const today = (now: Date) => now.toISOString().slice(0, 10);
