import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Length } from 'class-validator';
import { FreeText } from '../../../common/validation/free-text';

/** The names on the account, both at once (as at registration: free text, 1–100 characters). */
export class UpdateProfileRequestDto {
  @ApiProperty({ example: 'Kwame', minLength: 1, maxLength: 100 })
  @IsNotEmpty({ message: 'firstName is required' })
  @IsString({ message: 'firstName must be a string' })
  @Length(1, 100, { message: 'firstName must be between 1 and 100 characters' })
  @FreeText()
  firstName: string;

  @ApiProperty({ example: 'Mensah', minLength: 1, maxLength: 100 })
  @IsNotEmpty({ message: 'lastName is required' })
  @IsString({ message: 'lastName must be a string' })
  @Length(1, 100, { message: 'lastName must be between 1 and 100 characters' })
  @FreeText()
  lastName: string;
}
