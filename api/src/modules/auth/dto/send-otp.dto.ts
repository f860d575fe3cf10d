import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Length, MaxLength, ValidateIf } from 'class-validator';
import { FreeText } from '../../../common/validation/free-text';
import { hasAny, NotWith, RegistrationField, trim } from './body-shape';

const REGISTRATION_FIELDS = ['phone', 'email', 'firstName', 'lastName'] as const;
const SEND_OTP_SHAPE = 'Send either identifier, or phone, email, firstName and lastName.';

// The service reads a body with an identifier as a sign-in; anything else must be a full registration.
const isSignIn = (body: SendOtpRequestDto) =>
  body.identifier !== undefined || !hasAny(body, REGISTRATION_FIELDS);
const isRegistration = (body: SendOtpRequestDto) => body.identifier === undefined;

/** Sign in with { identifier } or register with { phone, email, firstName, lastName }. */
export class SendOtpRequestDto {
  @ApiPropertyOptional({
    description:
      'Sign-in: the phone number (0241234567, 241234567, +233241234567 or 233241234567) or e-mail on file',
    example: '0241234567',
    maxLength: 254,
  })
  @ValidateIf(isSignIn)
  @Transform(trim)
  @NotWith(REGISTRATION_FIELDS, SEND_OTP_SHAPE)
  @IsNotEmpty({
    message: 'identifier is required (or send phone, email, firstName and lastName to register)',
  })
  @IsString({ message: 'identifier must be a phone number or e-mail address' })
  @MaxLength(254, { message: 'identifier must be at most 254 characters' })
  identifier?: string;

  @RegistrationField({
    description: 'Registration: Ghana phone number',
    example: '241234567',
    maxLength: 32,
  })
  phone?: string;

  @RegistrationField({
    description: 'Registration: e-mail address',
    example: 'kwame@example.com',
    maxLength: 254,
  })
  email?: string;

  @ApiPropertyOptional({
    description: 'Registration: first name',
    example: 'Kwame',
    minLength: 1,
    maxLength: 100,
  })
  @ValidateIf(isRegistration)
  @IsNotEmpty({ message: 'firstName is required' })
  @IsString({ message: 'firstName must be a string' })
  @Length(1, 100, { message: 'firstName must be between 1 and 100 characters' })
  @FreeText()
  firstName?: string;

  @ApiPropertyOptional({
    description: 'Registration: last name',
    example: 'Mensah',
    minLength: 1,
    maxLength: 100,
  })
  @ValidateIf(isRegistration)
  @IsNotEmpty({ message: 'lastName is required' })
  @IsString({ message: 'lastName must be a string' })
  @Length(1, 100, { message: 'lastName must be between 1 and 100 characters' })
  @FreeText()
  lastName?: string;
}

export class SendOtpResponseDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The phone the code was sent to by SMS, masked, when the caller typed it (registration, a new phone); null otherwise. Signing in with an e-mail never shows any part of the phone: `channels` says the code went there',
    example: '+233 24*****67',
  })
  maskedPhone: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The e-mail the code was sent to, masked, when the caller typed it; null otherwise. Signing in with a phone never shows any part of the e-mail: `channels` says the code went there',
    example: 'kw***@example.com',
  })
  maskedEmail: string | null;

  @ApiProperty({
    enum: ['sms', 'email'],
    isArray: true,
    description: 'The channels that took the code',
    example: ['sms', 'email'],
  })
  channels: ('sms' | 'email')[];
}
