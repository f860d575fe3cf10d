import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { publish, SECURITY_EVENT } from '../../common/events/domain-events';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import { networkOf, type ClientInfo } from '../../common/web/client-info';
import { provenContacts, type User, UsersService } from '../users';
import { accountNotFound } from './auth.errors';
import type { SendOtpResponseDto } from './dto/send-otp.dto';
import { identityKey } from './identifiers';
import { OtpChallengesRepository } from './otp-challenges.repository';
import { maskedRecipient, OtpChallengesService } from './otp-challenges.service';

// Deleting the account for good: a code to the phone and e-mail on file (as for a sign-in), then
// the users row goes in one transaction, and with it, by ON DELETE CASCADE, everything of the
// user's (sessions, wallets, statements, transactions, settings, deleted-data archives …).
@Injectable()
export class AccountDeletionService {
  private readonly log = new Logger('AccountDeletion');

  constructor(
    private readonly tx: TransactionContext,
    private readonly users: UsersService,
    private readonly codes: OtpChallengesService,
    private readonly challenges: OtpChallengesRepository,
    private readonly events: EventEmitter2,
  ) {}

  async sendCode(
    auth: AuthContext,
    client: ClientInfo,
    ipEventId: string,
  ): Promise<SendOtpResponseDto> {
    const user = await this.account(auth);
    const sent = await this.codes.issue(
      identityKey(user),
      {
        purpose: 'delete_account',
        userId: user.id,
        // Only to the contacts proven (issue 27).
        ...provenContacts(user),
        registration: null,
      },
      client,
      ipEventId,
    );
    return maskedRecipient(sent);
  }

  async deleteAccount(auth: AuthContext, code: string, client: ClientInfo): Promise<void> {
    const user = await this.account(auth);
    const challenge = await this.codes.check(
      identityKey(user),
      { purpose: 'delete_account', userId: user.id },
      code,
      { network: networkOf(client.ip), knownDevice: null },
    );
    await this.tx.run(async () => {
      await this.codes.consume(challenge);
      await this.users.deleteAccount(user.id);
      // Codes that name the phone or e-mail without naming the user (its registration code).
      await this.challenges.deleteNaming({ phone: user.phone, email: user.email });
    });
    // Told on every proven contact, read before the account went (it cannot be switched off).
    await publish(this.events, SECURITY_EVENT, {
      kind: 'account-deleted',
      userId: user.id,
      ...provenContacts(user),
      deletedAt: new Date().toISOString(),
    });
    this.log.log(`user ${user.id} deleted their account`);
  }

  private async account(auth: AuthContext): Promise<User> {
    const user = await this.users.findById(auth.userId);
    if (user === null) throw accountNotFound();
    return user;
  }
}
