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

  @ApiProperty({ description: 'Whether the account currently has Pro' })
  isPro: boolean;
}
