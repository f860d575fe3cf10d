import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { FreeText } from '../../../common/validation/free-text';
import { TransactionDto } from '../../transactions';
import { InsightsQueryDto, PeriodDto } from './insights.dto';

const RECIPIENT_SORTS = ['spent', 'count', 'latest'] as const;
export type RecipientSort = (typeof RECIPIENT_SORTS)[number];

export class RecipientsQueryDto extends InsightsQueryDto {
  @ApiPropertyOptional({ maxLength: 100, description: 'Part of the number or of a name, any case' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @FreeText({ field: 'search' })
  search?: string;

  @ApiPropertyOptional({
    enum: RECIPIENT_SORTS,
    enumName: 'RecipientSort',
    default: 'spent',
    description: 'spent: most spent first; count: most payments first (frequent recipients)',
  })
  @IsOptional()
  @IsIn(RECIPIENT_SORTS, { message: 'sort must be spent, count or latest' })
  sort?: RecipientSort;

  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(100_000, { message: 'page is too large' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 10 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(100, { message: 'pageSize must be at most 100' })
  pageSize?: number;
}

export class RecipientDto {
  @ApiProperty({
    example: '0244123456',
    description: 'The number, in local form when it is a Ghana number',
  })
  number!: string;

  @ApiProperty({ example: 'KWAME MENSAH', description: 'The account name on the latest payment' })
  latestAccountName!: string;

  @ApiProperty({ type: [String], description: 'Other names the statements gave this number' })
  otherNames!: string[];

  @ApiProperty({ example: '1250.00' })
  totalSpent!: string;

  @ApiProperty()
  transactionCount!: number;

  @ApiProperty({ example: '2025-03-31T23:59:00' })
  latestDate!: string;
}

export class RecipientsPageDto {
  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({ description: 'Recipients in the period (before the search)' })
  totalRecipients!: number;

  @ApiProperty({ example: '5400.00', description: 'Spent on all of them' })
  totalSpent!: string;

  @ApiProperty({ example: '270.00', description: 'totalSpent / totalRecipients' })
  averagePerRecipient!: string;

  @ApiProperty({ description: 'Recipients matching the search' })
  matching!: number;

  @ApiProperty()
  page!: number;

  @ApiProperty()
  pageSize!: number;

  @ApiProperty({ description: 'At least 1' })
  totalPages!: number;

  @ApiProperty({ type: [RecipientDto] })
  items!: RecipientDto[];
}

export class RecipientMonthDto {
  @ApiProperty({ example: '2025-03' })
  month!: string;

  @ApiProperty({ example: '150.00' })
  spent!: string;

  @ApiProperty()
  count!: number;
}

export class RecipientDetailDto extends RecipientDto {
  @ApiProperty({ example: '125.00' })
  average!: string;

  @ApiProperty({ description: 'Distinct days with a payment' })
  daysActive!: number;

  @ApiProperty({ example: '2024-11-02T08:15:00' })
  firstDate!: string;

  @ApiProperty({ type: [RecipientMonthDto], description: 'Spending month by month, oldest first' })
  timeline!: RecipientMonthDto[];

  @ApiProperty({ type: [TransactionDto], description: 'Every payment, newest first' })
  transactions!: TransactionDto[];
}
