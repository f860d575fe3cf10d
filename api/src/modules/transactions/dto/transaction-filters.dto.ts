import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { FreeText } from '../../../common/validation/free-text';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

const TRANSACTION_TYPE_FILTERS = ['all', 'incoming', 'outgoing'] as const;
export type TransactionTypeFilter = (typeof TRANSACTION_TYPE_FILTERS)[number];
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 100;
// The category filter's value for rows without a category (the word the screens use).
export const UNCATEGORIZED = 'uncategorized';
const CATEGORY_FILTER =
  /^(?:uncategorized|[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12})$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
// The days a filter may name, 1900-01-01 to 2099-12-31, refused in those words otherwise: IsISO8601
// takes no year before 0100 and PostgreSQL has no year 0, and no statement is from outside them.
const DAY_IN_RANGE = /^(?:19|20)\d{2}-/;
const dayInRange = (field: string) => `${field} must be a day from 1900-01-01 to 2099-12-31`;
// An amount as written in a query ('300', '99.50', ' 300 ', '-1'): read as a number; anything else
// ('', 'abc', '1e3', '0x10', 'Infinity') is left as it came, for IsNumber to refuse, never read as 0
// the way Number('') is.
const AMOUNT = /^-?\d+(?:\.\d+)?$/;
const amountOf = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && AMOUNT.test(value.trim()) ? Number(value.trim()) : value;
const OVER_NOT_AN_AMOUNT = 'over must be an amount, e.g. 300';
const MAX_OVER = 1_000_000_000;

// The filters of the history screen, shared by the page and the CSV export.
export class TransactionFiltersDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only this wallet (one of yours)' })
  @IsOptional()
  @IsUUID('4', { message: 'walletId must be one of your wallets' })
  walletId?: string;

  @ApiPropertyOptional({
    maxLength: MAX_SEARCH_LENGTH,
    description:
      'Case-insensitive text found in the account name, To/From or reference; a phone number in any form (0550000124, 550000124, +233 55 000 0124, 233550000124) finds it however the statement wrote it, and digits find the MoMo transaction ID',
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

  @ApiPropertyOptional({
    example: UNCATEGORIZED,
    description: `Only this category (the id of one of yours), or "${UNCATEGORIZED}": rows without one`,
  })
  @IsOptional()
  @Matches(CATEGORY_FILTER, {
    message: `categoryId must be one of your categories or ${UNCATEGORIZED}`,
  })
  categoryId?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2024-09-01',
    description: 'Only from this day on (YYYY-MM-DD, inclusive)',
  })
  @IsOptional()
  @Matches(DAY, { message: 'from must be a date written YYYY-MM-DD' })
  @Matches(DAY_IN_RANGE, { message: dayInRange('from') })
  @IsISO8601({ strict: true }, { message: 'from must be a date written YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2024-09-30',
    description: 'Only up to this day (YYYY-MM-DD, inclusive); not before `from`',
  })
  @IsOptional()
  @Matches(DAY, { message: 'to must be a date written YYYY-MM-DD' })
  @Matches(DAY_IN_RANGE, { message: dayInRange('to') })
  @IsISO8601({ strict: true }, { message: 'to must be a date written YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({
    minimum: 0,
    example: 300,
    description: 'Only amounts (in or out) of more than this many cedis',
  })
  @IsOptional()
  @Transform(amountOf)
  @IsNumber(
    { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
    { message: OVER_NOT_AN_AMOUNT },
  )
  @Min(0, { message: 'over must be 0 or more' })
  @Max(MAX_OVER, { message: 'over is too large' })
  over?: number;
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
