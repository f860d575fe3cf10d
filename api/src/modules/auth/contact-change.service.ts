import { Injectable, Logger } from '@nestjs/common';
import { TransactionContext } from '../../common/database/transaction-context';
import { JobQueue } from '../../common/jobs/job-queue';
import type { AuthContext } from '../../common/guards/auth-context';
import { networkOf, type ClientInfo } from '../../common/web/client-info';
import { requestSecurityAlert } from '../notifications/notification-jobs';
import type { UserDto } from '../users/dto/user.dto';
import { takenBy, UsersService } from '../users/users.service';
import { accountNotFound, emailTaken, phoneTaken, sameContact } from './auth.errors';
import type { ContactCodeRequestDto, VerifyContactRequestDto } from './dto/contact.dto';
import type { SendOtpResponseDto } from './dto/send-otp.dto';
import { parseEmail, parsePhone } from './identifiers';
import { maskedRecipient, OtpChallengesService, type CodeTarget } from './otp-challenges.service';
import { provenContacts } from '../users/proven-contacts';

type NewContact = { contact: 'phone'; value: string } | { contact: 'email'; value: string };

function newContact(body: ContactCodeRequestDto): NewContact {
  return body.email !== undefined
    ? { contact: 'email', value: parseEmail(body.email, 'email') }
    : { contact: 'phone', value: parsePhone(body.phone ?? '', 'phone') };
}

const taken = (contact: NewContact['contact']) =>
  contact === 'phone' ? phoneTaken() : emailTaken();

// A new phone or e-mail for a signed-in user, proven by a code sent to it (only there: the flow and
// limits of sign-in codes, counted under the new identifier). The previous one is told.
@Injectable()
export class ContactChangeService {
  private readonly log = new Logger('ContactChange');

  constructor(
    private readonly tx: TransactionContext,
    private readonly users: UsersService,
    private readonly codes: OtpChallengesService,
    private readonly queue: JobQueue,
  ) {}

  async sendCode(
    auth: AuthContext,
    body: ContactCodeRequestDto,
    client: ClientInfo,
    ipEventId: string,
  ): Promise<SendOtpResponseDto> {
    const user = await this.users.findById(auth.userId);
    if (user === null) throw accountNotFound();
    const change = newContact(body);
    // The same contact again is how an unproven one is verified (issue 27); a proven one is refused.
    const proven =
      (change.contact === 'phone' ? user.phoneVerifiedAt : user.emailVerifiedAt) !== null;
    if (user[change.contact] === change.value && proven) throw sameContact(change.contact);
    const owner = await this.users.findByIdentity(
      change.contact === 'phone' ? { phone: change.value } : { email: change.value },
    );
    if (owner !== null && owner.id !== user.id) throw taken(change.contact);
    // A phone change carries the e-mail on file for a deployment without SMS, where that e-mail
    // takes the code instead (CodeDeliveryService.route).
    const target: CodeTarget =
      change.contact === 'phone'
        ? {
            purpose: 'change_phone',
            userId: user.id,
            phone: change.value,
            // Only a proven e-mail may take it (a server without SMS sends it there).
            email: provenContacts(user).email,
            registration: null,
          }
        : {
            purpose: 'change_email',
            userId: user.id,
            phone: null,
            email: change.value,
            registration: null,
          };
    return maskedRecipient(await this.codes.issue(change.value, target, client, ipEventId));
  }

  async verify(
    auth: AuthContext,
    body: VerifyContactRequestDto,
    client: ClientInfo,
  ): Promise<UserDto> {
    const change = newContact(body);
    const challenge = await this.codes.check(
      change.value,
      {
        purpose: change.contact === 'phone' ? 'change_phone' : 'change_email',
        userId: auth.userId,
      },
      body.code,
      { network: networkOf(client.ip), knownDevice: null },
    );
    const user = await this.tx.run(async () => {
      await this.codes.consume(challenge);
      let changed: Awaited<ReturnType<UsersService['changeContact']>>;
      try {
        changed = await this.users.changeContact(
          auth.userId,
          change.contact === 'phone' ? { phone: change.value } : { email: change.value },
          // Proven only if the code reached it (a phone change on a server without SMS sends the
          // code to the e-mail on file: the new phone is then not proven).
          change.contact === 'phone' ? challenge.deliveredPhone : challenge.deliveredEmail,
        );
      } catch (error) {
        // Someone else took it since the code was sent: the unique index decides.
        if (takenBy(error) === change.contact) throw taken(change.contact);
        throw error;
      }
      // The same contact, now verified: nothing else changes.
      if (changed.previous === change.value) return changed.user;
      // Codes sent to the previous phone or e-mail (a sign-in, a deletion) are void, and every other
      // session ends: whoever else holds one must sign in again with the new contact.
      await this.codes.voidUserCodes(auth.userId);
      await this.tx.manager.query(
        'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL',
        [auth.userId, auth.sessionId],
      );
      // The previous contact is told if it was proven (nothing goes to an unproven one), and the
      // other proven contact always.
      if (changed.previous !== null) {
        await requestSecurityAlert(
          this.queue,
          {
            kind: 'contact-changed',
            userId: auth.userId,
            contact: change.contact,
            previous: changed.previous,
            previousVerified: changed.previousVerified,
            changedAt: new Date().toISOString(),
          },
          this.log,
        );
      }
      return changed.user;
    });
    this.log.log(`user ${auth.userId} changed or verified their ${change.contact}`);
    return this.users.toDto(user);
  }
}
