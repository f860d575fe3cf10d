import { Injectable } from '@nestjs/common';
import { ProTimeRepository, type ProSpan } from './pro-time.repository';

export type { ProSpan };

// A user's Pro time, as billing's payments grant it and their refunds take it back (issue 28,
// item 2): the users table is this module's, so billing changes it through here. Each call runs
// in the caller's transaction, if any.
@Injectable()
export class ProTime {
  constructor(private readonly proTime: ProTimeRepository) {}

  // The user's Pro state (see isProNow) and contact; throws when there is no such user.
  stateOf(userId: string) {
    return this.proTime.findOf(userId);
  }

  // Holds the user's Pro time until the transaction ends, before a taking back.
  lock(userId: string): Promise<void> {
    return this.proTime.lock(userId);
  }

  // Extends Pro by the months a payment bought; returns the span they cover.
  grant(userId: string, months: number): Promise<ProSpan | undefined> {
    return this.proTime.grant(userId, months);
  }

  // Takes seconds back from the end of the user's Pro, never below now.
  takeBack(userId: string, seconds: number): Promise<void> {
    return this.proTime.takeBack(userId, seconds);
  }
}
