import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { TransactionDto } from '../../transactions';
import { InsightsQueryDto, PeriodDto } from './insights.dto';

export const FLAG_KINDS = ['large', 'unusual', 'weekend', 'late-night'] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];
export const FLAG_SORTS = ['date', 'amount'] as const;

export class FlagsQueryDto extends InsightsQueryDto {
  @ApiPropertyOptional({ enum: ['all', ...FLAG_KINDS], enumName: 'FlagFilter', default: 'all' })
  @IsOptional()
  @IsIn(['all', ...FLAG_KINDS], {
    message: 'type must be all, large, unusual, weekend or late-night',
  })
  type?: 'all' | FlagKind;

  @ApiPropertyOptional({ enum: FLAG_SORTS, enumName: 'FlagSort', default: 'date' })
  @IsOptional()
  @IsIn(FLAG_SORTS, { message: 'sort must be date or amount' })
  sort?: (typeof FLAG_SORTS)[number];

  @ApiPropertyOptional({
    type: Boolean,
    default: false,
    description: 'Also list the reviewed ones',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'includeReviewed must be true or false' })
  includeReviewed?: boolean;
}

export class FlaggedExpenseDto {
  @ApiProperty({ type: TransactionDto })
  transaction!: TransactionDto;

  @ApiProperty({ enum: FLAG_KINDS, enumName: 'FlagKind', isArray: true })
  flags!: FlagKind[];

  @ApiProperty()
  reviewed!: boolean;
}

export class FlagCountsDto {
  @ApiProperty({ description: 'Flagged expenses not yet reviewed' })
  flagged!: number;

  @ApiProperty({ example: '2450.00', description: 'What they add up to' })
  flaggedAmount!: string;

  @ApiProperty()
  reviewed!: number;

  @ApiProperty()
  large!: number;

  @ApiProperty()
  unusual!: number;

  @ApiProperty()
  weekend!: number;

  @ApiProperty()
  lateNight!: number;
}

export class FlagsDto {
  @ApiProperty({ type: PeriodDto })
  period!: PeriodDto;

  @ApiProperty({ type: FlagCountsDto, description: 'Over the period, whatever the filter' })
  counts!: FlagCountsDto;

  @ApiProperty({ type: [FlaggedExpenseDto], description: 'At most 500' })
  items!: FlaggedExpenseDto[];
}
