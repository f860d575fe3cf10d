import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { CodeField, NotWith, trim } from './body-shape';
import { SendOtpResponseDto } from './send-otp.dto';

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

/** Where the codes for a new phone or e-mail went. */
export class ContactCodeResponseDto extends SendOtpResponseDto {
  @ApiProperty({
    type: SendOtpResponseDto,
    nullable: true,
    description:
      "The second code, to approve the change, sent to the account's current proven phone and e-mail (shown only as channels). Null when none is needed: verifying the contact already on file, or a phone change on a server without SMS (the new phone's code then goes to the e-mail on file)",
  })
  approval: SendOtpResponseDto | null;
}

/** The new phone or e-mail the code was sent to, and the code (and the approval code). */
export class VerifyContactRequestDto extends ContactCodeRequestDto {
  @CodeField('The 6-digit code sent to the new phone or e-mail')
  code: string;

  @ApiPropertyOptional({
    description:
      'The 6-digit code sent to the current phone and e-mail, when send-otp returned an `approval`',
    example: '654321',
    pattern: '^\\d{6}$',
  })
  @IsOptional()
  @Matches(/^\d{6}$/, { message: 'approvalCode must be exactly 6 digits' })
  @IsString({ message: 'approvalCode must be exactly 6 digits' })
  approvalCode?: string;
}

/** The token from an undo link (the part after '#'). */
export class UndoContactChangeRequestDto {
  @ApiProperty({
    description: "The token after '#' in the undo link sent to the previous phone or e-mail",
    example: 'q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq83v',
    maxLength: 64,
  })
  @IsString({ message: 'token must be a string' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(64, { message: 'token is not valid' })
  token: string;
}

export class UndoContactChangeResponseDto {
  @ApiProperty({ enum: ['phone', 'email'], description: 'Which contact was changed back' })
  contact: 'phone' | 'email';

  @ApiProperty({ description: 'The restored phone or e-mail, masked', example: '+233 24*****67' })
  restored: string;
}

export class DeleteAccountRequestDto {
  @CodeField('The 6-digit code sent by POST /api/auth/delete-account/send-otp')
  code: string;
}
