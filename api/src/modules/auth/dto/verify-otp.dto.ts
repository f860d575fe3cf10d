import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto';
import { hasAny, NotWith, RegistrationField, trim } from './body-shape';

const REGISTRATION_FIELDS = ['phone', 'email'] as const;
const VERIFY_OTP_SHAPE = 'Send either identifier, or phone and email, with the code.';

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

  @ApiProperty({ description: 'The 4-digit code', example: '1234', pattern: '^\\d{4}$' })
  @IsString({ message: 'code must be exactly 4 digits' })
  @Matches(/^\d{4}$/, { message: 'code must be exactly 4 digits' })
  code: string;
}

export class VerifyOtpResponseDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token: string;

  @ApiProperty({ type: () => UserDto })
  user: UserDto;
}
