import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { publish, SECURITY_EVENT } from '../../common/events/domain-events';
import { TransactionContext } from '../../common/database/transaction-context';
import type { AuthContext } from '../../common/guards/auth-context';
import { networkOf, type ClientInfo } from '../../common/web/client-info';
import { provenContacts, takenBy, type User, type UserDto, UsersService } from '../users';
import {
  accountNotFound,
  approvalCodeRequired,
  asApprovalError,
  emailTaken,
  phoneTaken,
  sameContact,
} from './auth.errors';
import { ContactChangesRepository } from './contact-changes.repository';
import { UNDO_DAYS } from './contact-undo-token';
import type {
  ContactCodeRequestDto,
  ContactCodeResponseDto,
  VerifyContactRequestDto,
} from './dto/contact.dto';
import { identityKey, parseEmail, parsePhone } from './identifiers';
import type { OtpChallenge } from './otp-challenge.entity';
import { maskedRecipient, OtpChallengesService, type CodeTarget } from './otp-challenges.service';
import { SessionsRepository } from './sessions.repository';

type NewContact = { contact: 'phone'; value: string } | { contact: 'email'; value: string };

function newContact(body: ContactCodeRequestDto): NewContact {
  return body.email !== undefined
    ? { contact: 'email', value: parseEmail(body.email, 'email') }
    : { contact: 'phone', value: parsePhone(body.phone ?? '', 'phone') };
}

const taken = (contact: NewContact['contact']) =>
  contact === 'phone' ? phoneTaken() : emailTaken();

const approvalPurpose = (contact: NewContact['contact']) =>
  contact === 'phone' ? ('approve_phone' as const) : ('approve_email' as const);

/**
 * Whether the change also needs the approval code sent to the account's current contacts (issue
 * 27: a stolen session must not become a stolen account). Not for verifying the contact already on
 * file, nor when the new contact's code itself went to the e-mail on file (a phone change on a
 * server without SMS): that code already comes from a current contact.
 */
function needsApproval(
  user: Pick<User, 'phone' | 'email'>,
  change: NewContact,
  codeReachedNewContact: boolean,
): boolean {
  return user[change.contact] !== change.value && codeReachedNewContact;
}

// A new phone or e-mail for a signed-in user, proven by a code sent to it, and approved by a second
// code sent to the account's current proven contacts (the flow and limits of sign-in codes: the
// first counted under the new identifier, the second under the account's). The previous contact
// is told, with a link that undoes the change for 7 days (ContactUndoService).
@Injectable()
export class ContactChangeService {
  private readonly log = new Logger('ContactChange');

  constructor(
    private readonly tx: TransactionContext,
    private readonly users: UsersService,
    private readonly codes: OtpChallengesService,
    private readonly events: EventEmitter2,
    private readonly changes: ContactChangesRepository,
    private readonly sessions: SessionsRepository,
  ) {}

  async sendCode(
    auth: AuthContext,
    body: ContactCodeRequestDto,
    client: ClientInfo,
    ipEventId: string,
  ): Promise<ContactCodeResponseDto> {
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
    const on = provenContacts(user);
    // A phone change carries the e-mail on file for a deployment without SMS, where that e-mail
    // takes the code instead (CodeDeliveryService.route).
    const target: CodeTarget =
      change.contact === 'phone'
        ? {
            purpose: 'change_phone',
            userId: user.id,
            phone: change.value,
            // Only a proven e-mail may take it (a server without SMS sends it there).
            email: on.email,
            registration: null,
          }
        : {
            purpose: 'change_email',
            userId: user.id,
            phone: null,
            email: change.value,
            registration: null,
          };
    const sent = await this.codes.issue(change.value, target, client, ipEventId);
    const reachedNew = change.contact === 'phone' ? sent.phone !== null : sent.email !== null;
    if (!needsApproval(user, change, reachedNew)) {
      return { ...maskedRecipient(sent), approval: null };
    }
    // The approval code, to every proven contact on file (where a sign-in code goes), counted under
    // the account like a sign-in code. If it cannot be sent, the first code is withdrawn too, so
    // that asking again is not held back by its cooldown.
    try {
      const approval = await this.codes.issue(
        identityKey(user),
        { purpose: approvalPurpose(change.contact), userId: user.id, ...on, registration: null },
        client,
        null,
      );
      // The caller may not see the contacts on file, only that the code went there.
      return {
        ...maskedRecipient(sent),
        approval: maskedRecipient(approval, { phone: false, email: false }),
      };
    } catch (error) {
      await this.codes.withdraw(change.value);
      throw error;
    }
  }

  async verify(
    auth: AuthContext,
    body: VerifyContactRequestDto,
    client: ClientInfo,
  ): Promise<UserDto> {
    const before = await this.users.findById(auth.userId);
    if (before === null) throw accountNotFound();
    const change = newContact(body);
    const source = { network: networkOf(client.ip), knownDevice: null };
    const challenge = await this.codes.check(
      change.value,
      {
        purpose: change.contact === 'phone' ? 'change_phone' : 'change_email',
        userId: auth.userId,
      },
      body.code,
      source,
    );
    const reachedNew =
      change.contact === 'phone' ? challenge.deliveredPhone : challenge.deliveredEmail;
    let approval: OtpChallenge | null = null;
    if (needsApproval(before, change, reachedNew)) {
      if (body.approvalCode === undefined) throw approvalCodeRequired();
      try {
        approval = await this.codes.check(
          identityKey(before),
          { purpose: approvalPurpose(change.contact), userId: auth.userId },
          body.approvalCode,
          source,
        );
      } catch (error) {
        throw asApprovalError(error);
      }
    }
    const user = await this.tx.run(async () => {
      // The account's row before its codes, in the order an undo takes them (no deadlock).
      await this.changes.lockAccount(auth.userId);
      await this.codes.consume(challenge);
      if (approval !== null) await this.codes.consume(approval);
      let changed: Awaited<ReturnType<UsersService['changeContact']>>;
      try {
        changed = await this.users.changeContact(
          auth.userId,
          change.contact === 'phone' ? { phone: change.value } : { email: change.value },
          // Proven only if the code reached it (a phone change on a server without SMS sends the
          // code to the e-mail on file: the new phone is then not proven).
          reachedNew,
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
      await this.sessions.revokeAllBut(auth.userId, auth.sessionId);
      if (changed.previous !== null) {
        // A proven previous contact can undo the change for 7 days: its alert carries the link.
        const undoId = changed.previousVerified ? randomUUID() : undefined;
        if (undoId !== undefined) {
          await this.changes.insertUndo({
            id: undoId,
            userId: auth.userId,
            contact: change.contact,
            previous: changed.previous,
            replacedBy: change.value,
            days: UNDO_DAYS,
          });
        }
        // The previous contact is told if it was proven (nothing goes to an unproven one), and the
        // other proven contact always.
        await publish(this.events, SECURITY_EVENT, {
          kind: 'contact-changed',
          userId: auth.userId,
          contact: change.contact,
          previous: changed.previous,
          previousVerified: changed.previousVerified,
          changedAt: new Date().toISOString(),
          undoId,
        });
      }
      return changed.user;
    });
    this.log.log(`user ${auth.userId} changed or verified their ${change.contact}`);
    return this.users.toDto(user);
  }
}
