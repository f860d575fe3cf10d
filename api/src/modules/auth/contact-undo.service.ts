import { Inject, Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { publish, SECURITY_EVENT } from '../../common/events/domain-events';
import { APP_CONFIG, secretRing } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import { TransactionContext } from '../../common/database/transaction-context';
import { AppError } from '../../common/errors/app-error';
import { maskPhone } from '../../common/phone/ghana-phone';
import { takenBy, UsersService } from '../users';
import { AuthErrorCode, undoExpired, undoInvalid, undoUsed } from './auth.errors';
import { ContactChangesRepository } from './contact-changes.repository';
import { undoIdOf } from './contact-undo-token';
import type { UndoContactChangeResponseDto } from './dto/contact.dto';
import { maskEmail } from './identifiers';
import { KnownDevicesService } from './known-devices.service';
import { OtpChallengesService } from './otp-challenges.service';
import { SessionsRepository } from './sessions.repository';

const restoreTaken = (contact: 'phone' | 'email') =>
  new AppError(
    409,
    contact === 'phone' ? AuthErrorCode.PHONE_TAKEN : AuthErrorCode.EMAIL_TAKEN,
    contact === 'phone'
      ? 'That phone number now belongs to another account, so it cannot be restored. Sign in with your e-mail and change it in Settings.'
      : 'That e-mail address now belongs to another account, so it cannot be restored. Sign in with your phone number and change it in Settings.',
  );

// Issue 27: the previous phone or e-mail undoes a change for 7 days, by the link in its alert. It
// needs no session (whoever changed it may hold every one): the link's token is the proof. Undoing
// restores the previous contact as proven, ends every session, voids every code and forgets every
// known browser (the taker's among them), voids later undos of the same contact (those went to
// contacts the taker set), and tells both contacts.
@Injectable()
export class ContactUndoService {
  private readonly log = new Logger('ContactChange');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tx: TransactionContext,
    private readonly users: UsersService,
    private readonly codes: OtpChallengesService,
    private readonly devices: KnownDevicesService,
    private readonly events: EventEmitter2,
    private readonly changes: ContactChangesRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  async undo(token: string): Promise<UndoContactChangeResponseDto> {
    const id = undoIdOf(secretRing(this.config, 'codes'), token);
    if (id === null) throw undoInvalid();
    const undone = await this.tx.run(async () => {
      // The account's row first, as a contact change takes it: two undos, or an undo and a change,
      // then queue one behind the other instead of deadlocking.
      await this.changes.lockAccountOfUndo(id);
      const row = await this.changes.findUndoForUpdate(id);
      // Gone with its account.
      if (row === undefined) throw undoInvalid();
      if (row.usedAt !== null || row.voidedAt !== null) throw undoUsed();
      if (row.expiresAt.getTime() <= Date.now()) throw undoExpired();
      let changed: Awaited<ReturnType<UsersService['changeContact']>>;
      try {
        changed = await this.users.changeContact(
          row.userId,
          row.contact === 'phone' ? { phone: row.previous } : { email: row.previous },
          true,
        );
      } catch (error) {
        if (takenBy(error) === row.contact) throw restoreTaken(row.contact);
        throw error;
      }
      await this.changes.markUndoUsed(id);
      await this.changes.voidUndosAfter(row.userId, row.contact, row.createdAt);
      await this.codes.voidUserCodes(row.userId);
      await this.sessions.revokeAllFor(row.userId);
      await this.devices.forgetAll(row.userId);
      if (changed.previous !== null && changed.previous !== row.previous) {
        await publish(this.events, SECURITY_EVENT, {
          kind: 'contact-change-undone',
          userId: row.userId,
          contact: row.contact,
          restored: row.previous,
          replaced: changed.previous,
          undoneAt: new Date().toISOString(),
        });
      }
      return row;
    });
    this.log.log(`user ${undone.userId} undid a change of their ${undone.contact}`);
    return {
      contact: undone.contact,
      restored:
        undone.contact === 'phone' ? maskPhone(undone.previous) : maskEmail(undone.previous),
    };
  }
}
