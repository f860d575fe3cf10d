import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { FreeText } from '../../../common/validation/free-text';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

const TRANSACTION_TYPE_FILTERS = ['all', 'incoming', 'outgoing'] as const;
export type TransactionTypeFilter = (typeof TRANSACTION_TYPE_FILTERS)[number];
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 100;

// The filters of the history screen, shared by the page and the CSV export.
export class TransactionFiltersDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this wallet (one of yours)' })
  @IsOptional()
  @IsUUID('4', { message: 'walletId must be one of your wallets' })
  walletId?: string;

  @ApiPropertyOptional({
    maxLength: MAX_SEARCH_LENGTH,
    description: 'Case-insensitive text found in the account name, To/From or reference',
  })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(MAX_SEARCH_LENGTH, {
    message: `search must be at most ${MAX_SEARCH_LENGTH} characters`,
  })
  @FreeText({ field: 'search' })
  search?: string;

  @ApiPropertyOptional({
    enum: TRANSACTION_TYPE_FILTERS,
    enumName: 'TransactionTypeFilter',
    description: 'By sign: incoming (positive) or outgoing (negative)',
  })
  @IsOptional()
  @IsIn(TRANSACTION_TYPE_FILTERS, { message: 'type must be all, incoming or outgoing' })
  type?: TransactionTypeFilter;
}

export class TransactionPageQueryDto extends TransactionFiltersDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(1_000_000, { message: 'page is too large' })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize?: number;
}

const MAX_LIST_LIMIT = 1000;

export class DetailedTransactionsQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this wallet (one of yours)' })
  @IsOptional()
  @IsUUID('4', { message: 'walletId must be one of your wallets' })
  walletId?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_LIST_LIMIT, default: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_LIST_LIMIT, { message: `limit must be at most ${MAX_LIST_LIMIT}` })
  limit?: number;
}

// The categorize screen's pages (issue 29, item 5): newest first, each page after the last row of
// the one before (keyset paging: a row categorised meanwhile does not shift the pages).
export class UncategorisedQueryDto extends DetailedTransactionsQueryDto {
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Only rows after this transaction (the last of the previous page), newest first',
  })
  @IsOptional()
  @IsUUID('4', { message: 'after must be a transaction id from the previous page' })
  after?: string;
}
