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
import { undoIdOf } from './contact-undo-token';
import type { UndoContactChangeResponseDto } from './dto/contact.dto';
import { maskEmail } from './identifiers';
import { KnownDevicesService } from './known-devices.service';
import { OtpChallengesService } from './otp-challenges.service';

type UndoRow = {
  userId: string;
  contact: 'phone' | 'email';
  previous: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  voidedAt: Date | null;
};

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
  ) {}

  async undo(token: string): Promise<UndoContactChangeResponseDto> {
    const id = undoIdOf(secretRing(this.config, 'codes'), token);
    if (id === null) throw undoInvalid();
    const undone = await this.tx.run(async () => {
      // The account's row first, as a contact change takes it: two undos, or an undo and a change,
      // then queue one behind the other instead of deadlocking.
      await this.tx.manager.query(
        `SELECT 1 FROM users WHERE id = (SELECT user_id FROM contact_change_undos WHERE id = $1)
            FOR UPDATE`,
        [id],
      );
      const [row] = await this.tx.manager.query<UndoRow[]>(
        `SELECT user_id AS "userId", contact, previous, created_at AS "createdAt",
                expires_at AS "expiresAt", used_at AS "usedAt", voided_at AS "voidedAt"
           FROM contact_change_undos WHERE id = $1 FOR UPDATE`,
        [id],
      );
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
      await this.tx.manager.query('UPDATE contact_change_undos SET used_at = now() WHERE id = $1', [
        id,
      ]);
      await this.tx.manager.query(
        `UPDATE contact_change_undos SET voided_at = now()
          WHERE user_id = $1 AND contact = $2 AND created_at > $3
            AND used_at IS NULL AND voided_at IS NULL`,
        [row.userId, row.contact, row.createdAt],
      );
      await this.codes.voidUserCodes(row.userId);
      await this.tx.manager.query(
        'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
        [row.userId],
      );
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
