import { ApiProperty } from '@nestjs/swagger';

export class ErrorResponseDto {
  /** A human message, safe to show to the user. */
  @ApiProperty({
    description: 'Human message, safe to show to the user',
    example: 'Incorrect code. 4 attempts left.',
  })
  error: string;

  /** A stable machine-readable code. */
  @ApiProperty({ description: 'Stable machine-readable error code', example: 'INVALID_CODE' })
  code: string;
}
