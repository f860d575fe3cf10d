import { ApiProperty } from '@nestjs/swagger';
import type { UserDataCount } from '../../../common/user-data/user-data';

export class DeletedCountsDto implements Record<UserDataCount, number> {
  @ApiProperty({
    type: 'integer',
    description: 'Transactions (with their categories)',
    example: 1234,
  })
  transactions!: number;

  @ApiProperty({ type: 'integer', description: 'Uploaded statements', example: 3 })
  uploads!: number;

  @ApiProperty({ type: 'integer', description: 'Learned categorisation rules', example: 12 })
  rules!: number;

  @ApiProperty({ type: 'integer', description: 'Flagged expenses marked as reviewed', example: 4 })
  reviews!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Assistant chat messages (questions and replies)',
    example: 20,
  })
  chatMessages!: number;

  @ApiProperty({ type: 'integer', description: 'In-app notifications', example: 2 })
  notifications!: number;
}

export class DeleteDataResponseDto {
  @ApiProperty({
    example: 'Deleted 1,234 transactions and 3 statements. You can undo this for 24 hours.',
  })
  message!: string;

  @ApiProperty({ format: 'date-time' })
  deletedAt!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'Until when POST /api/auth/restore-data brings it back; null when nothing was deleted',
  })
  restorableUntil!: string | null;

  @ApiProperty({ type: DeletedCountsDto, description: 'Rows deleted, per kind' })
  counts!: DeletedCountsDto;
}

export class RestoreDataResponseDto {
  @ApiProperty({
    description: 'What came back and, when something could not, what and why',
    example: 'Your data was restored: 1,234 transactions and 3 statements.',
  })
  message!: string;

  @ApiProperty({ type: DeletedCountsDto })
  restored!: DeletedCountsDto;

  @ApiProperty({
    type: DeletedCountsDto,
    description:
      'Deleted rows not restored: of a wallet deleted since, re-imported since (the current copy is kept), or rules whose category is gone',
  })
  skipped!: DeletedCountsDto;
}

export class DeletedDataDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the latest restorable deletion happened; null when there is none',
  })
  deletedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  restorableUntil!: string | null;

  @ApiProperty({
    type: DeletedCountsDto,
    nullable: true,
    description: 'What restoring would bring back (every deletion still restorable)',
  })
  counts!: DeletedCountsDto | null;

  @ApiProperty({
    example: 24,
    description: 'How long deleted data can be restored for (DELETED_DATA_RESTORE_HOURS)',
  })
  restoreHours!: number;
}

// What deleting one statement or one wallet would take (issue 29), for its confirmation.
export class DeletionPreviewDto {
  @ApiProperty({ example: 'May 2024.pdf', description: 'The file name, or the wallet label' })
  name!: string;

  @ApiProperty({ type: 'integer', description: 'Statements that go', example: 1 })
  uploads!: number;

  @ApiProperty({ type: 'integer', description: 'Transactions that go', example: 120 })
  transactions!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Transactions that stay, because another statement contains them too',
    example: 4,
  })
  kept!: number;
}

// A statement or a wallet deleted within its restore window: what Undo would bring back.
export class DeletedItemDto {
  @ApiProperty({ format: 'uuid', description: 'The statement (upload) or wallet id' })
  id!: string;

  @ApiProperty({ example: 'May 2024.pdf', description: 'The file name, or the wallet label' })
  name!: string;

  @ApiProperty({ format: 'date-time' })
  deletedAt!: string;

  @ApiProperty({ format: 'date-time' })
  restorableUntil!: string;

  @ApiProperty({ type: DeletedCountsDto })
  counts!: DeletedCountsDto;
}
