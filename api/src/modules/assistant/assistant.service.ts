import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { BoundedCache } from '../../common/cache/bounded-cache';
import { TransactionContext } from '../../common/database/transaction-context';
import { rateLimited } from '../../common/errors/common.errors';
import type { AuthContext } from '../../common/guards/auth-context';
import { AnalyticsService, type Caller, InsightsScopes, InsightsService } from '../insights';
import { PlanLimits } from '../users';
import { AssistantRepository, type ExpenseCategory } from './assistant.repository';
import { conversationNotFound } from './assistant.errors';
import { ChatRepository } from './chat.repository';
import type {
  AiInsightDto,
  AiInsightsDto,
  ChatConversationDto,
  ChatMessageDto,
  ChatResponseDto,
} from './dto/chat.dto';
import { feesInsight, forecastInsight, recurringInsights, unusualInsights } from './write/insights';
import {
  AssistantFunctions,
  displayNumber,
  type CallerData,
  type FunctionResult,
  type Span,
} from './functions/assistant-functions';
import { callsFor } from './functions/compile';
import { FRAME_SCHEMA, type Frame } from './functions/frame';
import { checkedCall, type FunctionCall, type PeriodArg } from './functions/registry';
import type { ConversationState, Focus } from './understand/read-frame';
import {
  understand,
  type KnownPayee,
  type Understanding,
  type UnderstandContext,
} from './understand/understand';
import { writeFrameReply } from './write/frame-reply';
import { askModel } from './model/model-assistant';
import { figures, inventedNumbers } from './model/number-check';
import { Pseudonyms, type PersonalData } from './model/pseudonyms';
import { coverage, helpReply, noDataReply, writeReply } from './write/reply';

const HISTORY_LIMIT = 200;
const CONVERSATION_LIMIT = 50;
const TITLE_LENGTH = 80;
// Function results kept while the user's transactions, categories and budgets are unchanged
// (users.history_version and a fingerprint of the categories): a follow-up or a question asked
// again costs no query. Not the wallets' (a wallet's label changes without touching them).
const RESULTS_CACHED = 1000;
const UNCACHED = new Set<FunctionCall['name']>(['get_spending_by_wallet', 'get_balance']);
// Names the user has paid or been paid by, for matching "Kofi" in a question: the most used first.
const PAYEE_LIMIT = 2000;

export type Answer = {
  text: string;
  data: CallerData;
  context: UnderstandContext;
  understanding: Understanding;
  calls: FunctionCall[];
  results: FunctionResult[];
  // What the conversation keeps for its next question: the frame asked and the person the answer
  // put forward.
  state: ConversationState | null;
};

// The Pro assistant (docs/assistant.md): every figure in a reply comes from a function over the
// caller's own data; the conversation is kept server-side.
@Injectable()
export class AssistantService {
  private readonly logger = new Logger('Assistant');
  // The names a user has paid or been paid by, while their transactions are unchanged
  // (users.history_version).
  private readonly payees = new BoundedCache<{ payees: KnownPayee[]; types: string[] }>(200);
  // Function results, while the user's transactions are unchanged (CACHEABLE).
  // In flight or done: parallel requests for the same result share one query.
  private readonly results = new BoundedCache<Promise<FunctionResult>>(RESULTS_CACHED);

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

  async chat(
    auth: AuthContext,
    message: string,
    conversationId: string | null = null,
  ): Promise<ChatResponseDto> {
    await this.limits.assertPro(auth.userId, 'The AI assistant');
    await this.countQuestion(auth.userId);
    // A conversation of theirs, and what it keeps for a follow-up; without one, a new chat.
    let previous: ConversationState | null = null;
    if (conversationId !== null) {
      const last = await this.chats.lastState(auth.userId, conversationId);
      if (last === undefined) throw conversationNotFound();
      previous = conversationState(last.state);
    }
    const id = conversationId ?? randomUUID();
    const now = new Date();
    const rules = await this.answer(auth, message, now, previous);
    const answer = await this.withModel(rules, message, now, previous);
    await this.tx.run(async () => {
      await this.chats.addQuestion(auth.userId, id, message);
      // What a follow-up builds on: this answer's frame; the one before only when nothing was
      // answered (help, a question not understood), so "recurring payments?" between "count July"
      // and "and in August?" leaves nothing to count in August.
      await this.chats.addAnswer(
        auth.userId,
        id,
        answer,
        rules.state ?? (rules.calls.length === 0 ? previous : null),
      );
    });
    return { response: answer.text, conversationId: id };
  }

  // With a model configured, it understands and words the answer; the rules' answer stands when
  // it fails, is slow, calls a tool it may not, or writes a number no function returned.
  private async withModel(
    rules: Answer,
    question: string,
    now: Date,
    previous: ConversationState | null,
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
        previous?.frame ?? null,
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

  async history(
    auth: AuthContext,
    conversationId: string | null = null,
  ): Promise<ChatMessageDto[]> {
    await this.limits.assertPro(auth.userId, 'The AI assistant');
    return this.chats.history(auth.userId, HISTORY_LIMIT, conversationId);
  }

  async conversations(auth: AuthContext): Promise<ChatConversationDto[]> {
    await this.limits.assertPro(auth.userId, 'The AI assistant');
    const rows = await this.chats.conversations(auth.userId, CONVERSATION_LIMIT);
    return rows.map((row) => ({ ...row, title: titleOf(row.title) }));
  }

  /**
   * The deterministic answer to a question, on the caller's data as of `now`; `previous`: what
   * the conversation kept from its last answer, for a follow-up.
   */
  async answer(
    auth: AuthContext,
    question: string,
    now: Date,
    previous: ConversationState | null = null,
  ): Promise<Answer> {
    const caller = await this.scopes.caller(auth, null);
    // The days the statements cover: resolved with the caller, in the same query.
    const span: Span | null = caller.coverage;
    const { context, categories, types, version } = await this.context(caller, span, now);
    let understanding: Understanding;
    try {
      understanding = understand(question, context, previous);
    } catch (error) {
      // A reading the functions' schemas refuse (a date past what a period can be): say what
      // can be asked rather than fail.
      this.logger.warn(`question not planned (${error instanceof Error ? error.name : 'error'})`);
      understanding = {
        intent: 'unknown',
        calls: [],
        periods: [],
        category: null,
        payee: null,
        frame: null,
        followUp: false,
        assumed: [],
      };
    }
    const data: CallerData = { caller, span, payees: context.payees, categories, types };
    const empty = { understanding, data, context, calls: [], results: [], state: null };
    if (understanding.calls.length === 0) {
      return { ...empty, text: helpReply(understanding.intent === 'help') };
    }
    if (span === null) return { ...empty, text: noDataReply() };
    const run = (calls: FunctionCall[]) =>
      Promise.all(calls.map((call) => this.run(data, call, version, now)));
    const { frame } = understanding;
    if (frame !== null) {
      // A frame about days the statements do not cover: say so, and answer for the nearest
      // month they do.
      const asked = frame.period === null ? null : this.functions.scope(data, frame.period).period;
      const outside =
        asked === null
          ? null
          : isAfter(asked, span)
            ? 'after'
            : isBefore(asked, span)
              ? 'before'
              : null;
      const answered: Frame =
        outside === null
          ? frame
          : {
              ...frame,
              period: nearestMonth(span, outside),
              // "this month vs last month" past the data: that month against the one before.
              comparison: frame.comparison === null ? null : 'previous',
            };
      const calls = answered === frame ? understanding.calls : callsFor(answered);
      const results = await run(calls);
      const lead =
        answered === frame || asked === null
          ? ''
          : `I don't have transactions for ${asked.label}: your statements cover ${coverage(span)}. Here is your ${outside === 'after' ? 'latest' : 'earliest'} month instead.\n`;
      const body = writeFrameReply(answered, results, {
        span,
        coverageSaid: lead !== '',
        payees: context.payees,
        assumed: understanding.assumed,
      });
      return {
        text: lead + (body === '' ? writeReply(understanding.intent, results, span) : body),
        data,
        context,
        understanding,
        calls,
        results,
        state: { frame, focus: focusOf(answered, results) },
      };
    }
    let calls = understanding.calls;
    let results = await run(calls);
    let lead = '';
    if (results.some((result) => !isCovered(result))) {
      // Asked about days the statements do not cover: say so, and answer for the latest month.
      const asked = uncoveredLabel(results);
      lead = `I don't have transactions for ${asked}: your statements cover ${coverage(span)}. Here is your latest month instead.\n`;
      calls = calls.map((call) => toLatest(call, span));
      results = await run(calls);
    }
    return {
      text: lead + writeReply(understanding.intent, results, span),
      data,
      context,
      understanding,
      calls,
      results,
      state: null,
    };
  }

  // One function's result, from the cache while the user's transactions are unchanged.
  private async run(
    data: CallerData,
    call: FunctionCall,
    version: string | undefined,
    now: Date,
  ): Promise<FunctionResult> {
    if (version === undefined || UNCACHED.has(call.name)) return this.functions.run(data, call);
    const { caller } = data;
    // The user's wallets are in it: which transfers are between their own wallets (neither
    // spending nor income) changes with a wallet added, renumbered or deleted, which leaves the
    // transactions, and so the version, as they were.
    const key = JSON.stringify([
      caller.userId,
      version,
      caller.visibleFrom,
      caller.walletId,
      caller.ownWallets.map((wallet) => [wallet.id, wallet.momoNumber]),
      today(now),
      call,
    ]);
    const cached = this.results.get(key);
    if (cached) return cached;
    const result = this.functions.run(data, call);
    this.results.set(key, result);
    // A failure is not kept: the next request tries again.
    result.catch(() => {
      if (this.results.get(key) === result) this.results.delete(key);
    });
    return result;
  }

  // What a question is read against (the day, the days covered, the user's categories and
  // payees) and what a cached result depends on besides the call: the user's history version and
  // a fingerprint of their categories and budgets (undefined: no such user, nothing cached).
  private async context(
    caller: Caller,
    span: Span | null,
    now: Date,
  ): Promise<{
    context: UnderstandContext;
    categories: ExpenseCategory[];
    types: string[];
    version: string | undefined;
  }> {
    const facts = await this.repository.findFacts(caller.userId);
    const categories = facts?.categories ?? [];
    const { payees, types } = await this.knownPayees(caller, facts?.version);
    const version =
      facts === undefined
        ? undefined
        : `${facts.version}:${createHash('sha1').update(JSON.stringify(categories)).digest('base64url')}`;
    return { context: { today: today(now), span, categories, payees }, categories, types, version };
  }

  // The user's payees and transaction types, while their transactions are unchanged.
  private async knownPayees(
    caller: Caller,
    version: string | undefined,
  ): Promise<{ payees: KnownPayee[]; types: string[] }> {
    const key = JSON.stringify([caller.userId, version, caller.visibleFrom]);
    const cached = this.payees.get(key);
    if (cached) return cached;
    const [payees, types] = await Promise.all([
      this.repository.knownPayees(caller.userId, caller.visibleFrom, PAYEE_LIMIT),
      this.repository.knownTypes(caller.userId, caller.visibleFrom),
    ]);
    const known = { payees, types };
    this.payees.set(key, known);
    return known;
  }

  // AI_CHAT_PER_MINUTE and AI_CHAT_PER_DAY questions per user, counted in PostgreSQL under a
  // per-user lock (so parallel requests cannot all slip under), apart from the history: counted,
  // forgotten after a day and recorded in one statement, so the lock is held briefly.
  private async countQuestion(userId: string): Promise<void> {
    const { perMinute, perDay } = this.config.assistant;
    const row = await this.tx.run(async () => {
      await this.tx.lock(`ai-chat:${userId}`);
      return this.chats.recordQuestionWithin(userId, { perMinute, perDay });
    });
    if (row.recorded) return;
    if (row.day >= perDay) {
      throw rateLimited(row.dayRetry ?? 86_400, `You have asked ${perDay} questions today`);
    }
    throw rateLimited(row.minuteRetry ?? 60, 'You are asking questions very quickly');
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
    case 'query_transactions':
      return checkedCall(call.name, { ...call.args, period: latest, comparison: null });
  }
}

// The day in Ghana (UTC all year).
const today = (now: Date) => now.toISOString().slice(0, 10);

// A period wholly after, or wholly before, the days the statements cover.
type Days = { from: string | null; to: string | null };
const isAfter = (period: Days, span: Span) => period.from !== null && period.from > span.last;
const isBefore = (period: Days, span: Span) => period.to !== null && period.to <= span.first;

// The month the statements cover nearest a period outside them: their latest, or their first.
function nearestMonth(span: Span, side: 'after' | 'before'): PeriodArg {
  const day = side === 'after' ? span.last : span.first;
  const [y, m] = day.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${day.slice(0, 7)}-01`, to: next };
}

// The person an answer put forward, for "them" in the next question: the top of a ranking, or
// the one person asked about.
function focusOf(frame: Frame, results: FunctionResult[]): Focus | null {
  const [first] = results;
  if (first === undefined) return null;
  if (first.name === 'get_top_recipients') {
    const top = first.recipients[0];
    return top ? { number: top.number, name: top.latestAccountName || top.number } : null;
  }
  if (first.name === 'query_transactions' && first.parties !== null) {
    const top = first.parties[0];
    if (top === undefined || top.number === null) return null;
    if (frame.grouping !== 'person' && first.parties.length > 1) return null;
    return { number: displayNumber(top.number), name: top.payee };
  }
  if (first.name === 'get_payee_spending') {
    const [top, other] = first.matches;
    if (top === undefined || top.number === null || other !== undefined) return null;
    return { number: top.number, name: top.payee };
  }
  return null;
}

// What a conversation kept, checked (a frame from before a change of its shape is dropped).
function conversationState(value: unknown): ConversationState | null {
  if (value === null || typeof value !== 'object') return null;
  const { frame, focus } = value as { frame?: unknown; focus?: unknown };
  const parsed = FRAME_SCHEMA.safeParse(frame);
  if (!parsed.success) return null;
  const f = focus as Focus | null | undefined;
  const okFocus =
    f !== null && f !== undefined && typeof f.number === 'string' && typeof f.name === 'string';
  return { frame: parsed.data, focus: okFocus ? { number: f.number, name: f.name } : null };
}

// A conversation's title: its first question, cut at a word.
function titleOf(question: string | null): string {
  const text = (question ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= TITLE_LENGTH) return text;
  const cut = text.slice(0, TITLE_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), TITLE_LENGTH / 2))}…`;
}
