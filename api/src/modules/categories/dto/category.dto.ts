import { ApiProperty } from '@nestjs/swagger';
import type { CategoryType } from '../default-categories';

// What a transaction row shows of its category.
export class CategorySummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Food & Dining' })
  name!: string;

  @ApiProperty({ enum: ['income', 'expense'], enumName: 'CategoryType' })
  type!: CategoryType;

  @ApiProperty({ example: '#F97316', description: '#RRGGBB' })
  color!: string;

  @ApiProperty({ example: 'utensils', description: 'One of the spec’s icon names, by convention' })
  icon!: string;
}

export class CategoryDto extends CategorySummaryDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: '500.00',
    description: 'Monthly budget in cedi (decimal string), or null',
  })
  monthlyBudget!: string | null;

  @ApiProperty({ description: 'Default categories are read-only' })
  isDefault!: boolean;

  @ApiProperty({
    description:
      'Transactions in this category (all time) that the caller may see: on the free plan, those in its history window',
  })
  transactionCount!: number;

  @ApiProperty({
    example: '230.50',
    description:
      'Absolute sum of this calendar month’s amounts in this category (spent for expense, received for income) that the caller may see, decimal string',
  })
  monthTotal!: string;
}

export class DeletedCategoryDto {
  @ApiProperty({
    description:
      "Transactions that were in the category and are now uncategorised, counted as its transactionCount is: those the caller may see (a free plan's history window leaves older rows out of the count, not out of the change)",
  })
  uncategorisedCount!: number;
}

export class RestoredDefaultsDto {
  @ApiProperty({ description: 'Default categories that were missing and have been added' })
  createdCount!: number;
}
