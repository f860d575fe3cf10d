import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { UserDto } from '../../users';
import { CodeField, hasAny, NotWith, RegistrationField, trim } from './body-shape';

const REGISTRATION_FIELDS = ['phone', 'email'] as const;
const VERIFY_OTP_SHAPE = 'Send either identifier, or phone and email, with the code.';

const SESSION_DELIVERIES = ['cookie', 'token'] as const;
export type SessionDelivery = (typeof SESSION_DELIVERIES)[number];

const isSignIn = (body: VerifyOtpRequestDto) =>
  body.identifier !== undefined || !hasAny(body, REGISTRATION_FIELDS);

/** Sign in with { identifier, code } or finish registration with { phone, email, code }. */
export class VerifyOtpRequestDto {
  @ApiPropertyOptional({
    description: 'Sign-in: the phone number or e-mail the code was requested for',
    maxLength: 254,
  })
  @ValidateIf(isSignIn)
  @Transform(trim)
  @NotWith(REGISTRATION_FIELDS, VERIFY_OTP_SHAPE)
  @IsNotEmpty({ message: 'identifier is required (or phone and email when registering)' })
  @IsString({ message: 'identifier must be a phone number or e-mail address' })
  @MaxLength(254, { message: 'identifier must be at most 254 characters' })
  identifier?: string;

  @RegistrationField({
    description: 'Registration: the phone number used in send-otp',
    maxLength: 32,
  })
  phone?: string;

  @RegistrationField({ description: 'Registration: the e-mail used in send-otp', maxLength: 254 })
  email?: string;

  @CodeField()
  code: string;

  @ApiPropertyOptional({
    enum: SESSION_DELIVERIES,
    default: 'cookie',
    description:
      "How the session is handed over. `cookie` (the default, and the browser app's only way): an HttpOnly cookie, and no token in the body. `token`: a bearer token in the body for the Authorization header, for scripts, the CLI and tests; no session cookie is set. Either way the browser's device cookie is set or renewed (HttpOnly, 400 days): a browser the account knows has its own count of wrong codes and is not a new device.",
  })
  @IsOptional()
  @IsIn(SESSION_DELIVERIES, { message: 'session must be cookie or token' })
  session?: SessionDelivery;
}

export class VerifyOtpResponseDto {
  @ApiPropertyOptional({
    description:
      'Bearer token for the Authorization header: only when the request asked for `session: "token"`',
  })
  token?: string;

  @ApiProperty({ type: () => UserDto })
  user: UserDto;
}
