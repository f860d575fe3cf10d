import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CodeField, NotWith, trim } from './body-shape';

const CONTACT_SHAPE = 'Send either phone or email, not both.';

type ContactBody = { phone?: unknown; email?: unknown };

// The phone is checked when sent, or when nothing is (then: "phone or email is required"); the
// e-mail only when sent. Both together: the shape message. Listed bottom-up (applyDecorators).
function ContactField(
  field: 'phone' | 'email',
  other: 'phone' | 'email',
  options: { description: string; example: string; maxLength: number },
): PropertyDecorator {
  const validates =
    field === 'phone'
      ? (body: ContactBody) => body.phone !== undefined || body.email === undefined
      : (body: ContactBody) => body.email !== undefined;
  return applyDecorators(
    MaxLength(options.maxLength, {
      message: `${field} must be at most ${options.maxLength} characters`,
    }),
    IsString({ message: `${field} must be a string` }),
    IsNotEmpty({ message: 'phone or email is required' }),
    NotWith([other], CONTACT_SHAPE),
    Transform(trim),
    ValidateIf(validates),
    ApiPropertyOptional(options),
  );
}

/** A new phone number or a new e-mail address for the signed-in account: one of the two. */
export class ContactCodeRequestDto {
  @ContactField('phone', 'email', {
    description: 'The new Ghana phone number (the forms sign-in accepts)',
    example: '0241234567',
    maxLength: 32,
  })
  phone?: string;

  @ContactField('email', 'phone', {
    description: 'The new e-mail address',
    example: 'kwame@example.com',
    maxLength: 254,
  })
  email?: string;
}

/** The new phone or e-mail the code was sent to, and the code. */
export class VerifyContactRequestDto extends ContactCodeRequestDto {
  @CodeField('The 6-digit code sent to the new phone or e-mail')
  code: string;
}

export class DeleteAccountRequestDto {
  @CodeField('The 6-digit code sent by POST /api/auth/delete-account/send-otp')
  code: string;
}
