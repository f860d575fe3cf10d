import type { SendOtpRequest, VerifyOtpRequest } from '@sikalens/api-client';
import { GHANA_PREFIX, type RegisterValues } from './validation';

// Who the code was sent to; resend and verify reuse it so all three calls agree.
export type OtpTarget =
  | { kind: 'signIn'; identifier: string }
  | { kind: 'register'; firstName: string; lastName: string; phone: string; email: string };

export function registerTarget(values: RegisterValues): OtpTarget {
  return {
    kind: 'register',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: `${GHANA_PREFIX}${values.phone}`,
    email: values.email.trim(),
  };
}

export function sendOtpBody(target: OtpTarget): SendOtpRequest {
  if (target.kind === 'signIn') return { identifier: target.identifier };
  const { firstName, lastName, phone, email } = target;
  return { phone, email, firstName, lastName };
}

export function verifyOtpBody(target: OtpTarget, code: string): VerifyOtpRequest {
  if (target.kind === 'signIn') return { identifier: target.identifier, code };
  return { phone: target.phone, email: target.email, code };
}
