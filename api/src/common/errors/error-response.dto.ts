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

  /** On a refusal about one body field (VALIDATION_FAILED, PHONE_TAKEN, …): its path. */
  @ApiPropertyOptional({
    description:
      'On a refusal about one field of the request body (a 400 VALIDATION_FAILED, or one with its own code such as INVALID_PHONE or 409 PHONE_TAKEN): its property path, dotted for nested fields (items.0.amount)',
    example: 'firstName',
  })
  field?: string;
}
