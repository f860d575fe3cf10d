import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto';
import { CodeField, hasAny, NotWith, RegistrationField, trim } from './body-shape';

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

  @CodeField()
  code: string;
}

export class VerifyOtpResponseDto {
  @ApiProperty({ description: 'Bearer token for the Authorization header' })
  token: string;

  @ApiProperty({ type: () => UserDto })
  user: UserDto;
}
