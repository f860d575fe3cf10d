import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Length, MaxLength, ValidateIf } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

type Body = {
  identifier?: unknown;
  phone?: unknown;
  email?: unknown;
  firstName?: unknown;
  lastName?: unknown;
};
const isRegistration = (body: Body) => body.identifier === undefined;
const isSignIn = (body: Body) =>
  body.phone === undefined &&
  body.email === undefined &&
  body.firstName === undefined &&
  body.lastName === undefined;

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
  @IsString({ message: 'identifier must be a phone number or e-mail address' })
  @IsNotEmpty({
    message: 'identifier is required (or send phone, email, firstName and lastName to register)',
  })
  @MaxLength(254, { message: 'identifier must be at most 254 characters' })
  identifier?: string;

  @ApiPropertyOptional({
    description: 'Registration: Ghana phone number',
    example: '241234567',
    maxLength: 32,
  })
  @ValidateIf(isRegistration)
  @IsString({ message: 'phone must be a string' })
  @IsNotEmpty({ message: 'phone is required' })
  @MaxLength(32, { message: 'phone must be at most 32 characters' })
  phone?: string;

  @ApiPropertyOptional({
    description: 'Registration: e-mail address',
    example: 'kwame@example.com',
    maxLength: 254,
  })
  @ValidateIf(isRegistration)
  @IsString({ message: 'email must be a string' })
  @IsNotEmpty({ message: 'email is required' })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  email?: string;

  @ApiPropertyOptional({
    description: 'Registration: first name',
    example: 'Kwame',
    minLength: 1,
    maxLength: 100,
  })
  @ValidateIf(isRegistration)
  @Transform(trim)
  @IsString({ message: 'firstName must be a string' })
  @Length(1, 100, { message: 'firstName must be between 1 and 100 characters' })
  firstName?: string;

  @ApiPropertyOptional({
    description: 'Registration: last name',
    example: 'Mensah',
    minLength: 1,
    maxLength: 100,
  })
  @ValidateIf(isRegistration)
  @Transform(trim)
  @IsString({ message: 'lastName must be a string' })
  @Length(1, 100, { message: 'lastName must be between 1 and 100 characters' })
  lastName?: string;
}

export class SendOtpResponseDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Phone the code was sent to, masked',
    example: '+233 24*****67',
  })
  maskedPhone: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'E-mail the code was sent to, masked',
    example: 'kw***@example.com',
  })
  maskedEmail: string | null;
}
