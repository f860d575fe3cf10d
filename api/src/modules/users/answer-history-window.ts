import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { HISTORY_WINDOW_ASKED, type HistoryWindowAsked } from '../../common/events/domain-events';
import { PlanLimits } from './plan-limits';

// Another module asks which of a user's transactions they may see (categories' counts, issue 30):
// the free plan's window as every other reader applies it, PlanLimits.historyFrom.
@Injectable()
export class AnswerHistoryWindow {
  constructor(private readonly limits: PlanLimits) {}

  @OnEvent(HISTORY_WINDOW_ASKED, { promisify: true, suppressErrors: false })
  onHistoryWindowAsked({ userId }: HistoryWindowAsked): Promise<string | null> {
    return this.limits.historyFrom(userId);
  }
}
