import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { UserDto } from '../../users/dto/user.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

type Body = { identifier?: unknown; phone?: unknown; email?: unknown };

/** Sign in with { identifier, code } or finish registration with { phone, email, code }. */
export class VerifyOtpRequestDto {
  @ApiPropertyOptional({
    description: 'Sign-in: the phone number or e-mail the code was requested for',
    maxLength: 254,
  })
  @ValidateIf((body: Body) => body.phone === undefined && body.email === undefined)
  @Transform(trim)
  @IsString({ message: 'identifier must be a phone number or e-mail address' })
  @IsNotEmpty({ message: 'identifier is required (or phone and email when registering)' })
  @MaxLength(254, { message: 'identifier must be at most 254 characters' })
  identifier?: string;

  @ApiPropertyOptional({
    description: 'Registration: the phone number used in send-otp',
    maxLength: 32,
  })
  @ValidateIf((body: Body) => body.identifier === undefined)
  @IsString({ message: 'phone must be a string' })
  @IsNotEmpty({ message: 'phone is required' })
  @MaxLength(32, { message: 'phone must be at most 32 characters' })
  phone?: string;

  @ApiPropertyOptional({ description: 'Registration: the e-mail used in send-otp', maxLength: 254 })
  @ValidateIf((body: Body) => body.identifier === undefined)
  @IsString({ message: 'email must be a string' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
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
