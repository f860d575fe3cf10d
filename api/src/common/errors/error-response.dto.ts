import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

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

  /** On a VALIDATION_FAILED about one body field: that field's path. */
  @ApiPropertyOptional({
    description:
      'On a 400 VALIDATION_FAILED about one field of the request body: its property path, dotted for nested fields (items.0.amount)',
    example: 'firstName',
  })
  field?: string;
}
