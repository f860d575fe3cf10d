import { ApiProperty } from '@nestjs/swagger';

export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'Kwame' })
  firstName: string;

  @ApiProperty({ example: 'Mensah' })
  lastName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Ghana phone number in local display form 0XXXXXXXXX',
    example: '0241234567',
  })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'kwame@example.com' })
  email: string | null;

  @ApiProperty({
    description:
      'Whether a code that reached the phone proved it. An unproven phone is sent nothing (no code, alert or message) until Settings verifies it',
  })
  phoneVerified: boolean;

  @ApiProperty({
    description:
      'Whether a code that reached the e-mail proved it. An unproven e-mail is sent nothing until Settings verifies it',
  })
  emailVerified: boolean;

  @ApiProperty({ description: 'Whether the account currently has Pro' })
  isPro: boolean;
}
