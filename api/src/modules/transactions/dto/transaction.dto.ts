import { ApiProperty } from '@nestjs/swagger';
import { CategorySummaryDto } from '../../categories';

export class TransactionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: '44057088025', description: 'MoMo transaction ID from the statement' })
  transactionId!: string;

  @ApiProperty({ format: 'uuid' })
  walletId!: string;

  @ApiProperty({
    example: '2025-11-20T18:18:00',
    description: 'As printed on the statement (Ghana time, no offset)',
  })
  dateTime!: string;

  @ApiProperty({ example: '-25.00', description: 'Signed: positive in (credit), negative out' })
  amount!: string;

  @ApiProperty({ example: '0.50' })
  fees!: string;

  @ApiProperty({ example: '0.00', description: 'E-Levy and other taxes' })
  tax!: string;

  @ApiProperty({ example: '120.75', description: 'Wallet balance after the transaction' })
  balance!: string;

  @ApiProperty({ example: '233241234567', description: 'Counterparty; may be a phone number' })
  toFrom!: string;

  @ApiProperty({ example: 'KWAME MENSAH' })
  accountName!: string;

  @ApiProperty({ example: 'KWAME MENSAH', description: 'Account name, else To/From' })
  recipient!: string;

  @ApiProperty({ example: 'TRANSFER', description: 'Shown as the title' })
  type!: string;

  @ApiProperty({ example: 'Transfer to KWAME MENSAH' })
  description!: string;

  @ApiProperty({ example: 'lunch' })
  reference!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  categoryId!: string | null;

  @ApiProperty({ type: CategorySummaryDto, nullable: true })
  category!: CategorySummaryDto | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'momo-rules:airtime',
    description:
      '"user", "learned-rule" or the built-in rule that chose the category; null if none',
  })
  categorisedBy!: string | null;
}

export class TransactionTotalsDto {
  @ApiProperty({ description: 'Transactions matching the filters' })
  count!: number;

  @ApiProperty({ example: '1500.00', description: 'Sum of positive amounts (decimal string)' })
  incoming!: string;

  @ApiProperty({ example: '820.50', description: 'Sum of negative amounts, as a positive figure' })
  outgoing!: string;
}

export class TransactionPageDto {
  @ApiProperty({ type: [TransactionDto], description: 'This page, newest first' })
  items!: TransactionDto[];

  @ApiProperty({ example: 1 })
  page!: number;

  @ApiProperty({ example: 10 })
  pageSize!: number;

  @ApiProperty({ example: 3, description: 'At least 1' })
  totalPages!: number;

  @ApiProperty({ type: TransactionTotalsDto })
  totals!: TransactionTotalsDto;
}

export class SimilarUncategorisedDto {
  @ApiProperty({
    description: 'Other uncategorised transactions with the same counterparty and direction',
  })
  count!: number;

  @ApiProperty({ example: 'KWAME MENSAH' })
  counterparty!: string;

  @ApiProperty({ enum: ['in', 'out'], enumName: 'TransactionDirection' })
  direction!: 'in' | 'out';
}

export class CategorisedTransactionDto {
  @ApiProperty({ type: TransactionDto })
  transaction!: TransactionDto;

  @ApiProperty({
    type: SimilarUncategorisedDto,
    nullable: true,
    description:
      'Set once, when this choice taught a new rule and other uncategorised transactions of the same counterparty could follow it',
  })
  similar!: SimilarUncategorisedDto | null;
}

export class AppliedToSimilarDto {
  @ApiProperty({ description: 'Transactions that took the category' })
  updatedCount!: number;
}
