import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FreeText } from '../../../common/validation/free-text';
import { CATEGORY_MESSAGES } from '../categories.errors';
import type { CategoryType } from '../default-categories';

// Spec section 5. Most basic check first in each list: the pipe reports the top-most failure.
export class CreateCategoryDto {
  @ApiProperty({ maxLength: 100, example: 'Chop money' })
  @IsString({ message: CATEGORY_MESSAGES.nameRequired })
  @IsNotEmpty({ message: CATEGORY_MESSAGES.nameRequired })
  @MaxLength(100, { message: CATEGORY_MESSAGES.nameTooLong })
  @FreeText({ field: 'Category name' })
  name!: string;

  @ApiProperty({ enum: ['income', 'expense'], enumName: 'CategoryType' })
  @IsIn(['income', 'expense'], { message: CATEGORY_MESSAGES.type })
  type!: CategoryType;

  @ApiPropertyOptional({ example: '#F97316', description: '#RRGGBB; grey when absent' })
  @IsOptional()
  @IsString({ message: CATEGORY_MESSAGES.color })
  @Matches(/^#[0-9A-Fa-f]{6}$/, { message: CATEGORY_MESSAGES.color })
  color?: string;

  @ApiPropertyOptional({
    example: 'utensils',
    minLength: 1,
    maxLength: 50,
    description: '"tag" when absent',
  })
  @IsOptional()
  @IsString({ message: CATEGORY_MESSAGES.icon })
  @Length(1, 50, { message: CATEGORY_MESSAGES.icon })
  @FreeText({ field: 'Category icon' })
  icon?: string;

  // Checked by the service: the spec's message names no field, and the pipe would prefix one.
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '500.00',
    description:
      'Monthly budget in cedi, a positive decimal with at most 2 places; null or "" for none',
  })
  @IsOptional()
  monthlyBudget?: unknown;
}

// Every field optional: only those sent change.
export class UpdateCategoryDto {
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @IsString({ message: CATEGORY_MESSAGES.nameRequired })
  @IsNotEmpty({ message: CATEGORY_MESSAGES.nameRequired })
  @MaxLength(100, { message: CATEGORY_MESSAGES.nameTooLong })
  @FreeText({ field: 'Category name' })
  name?: string;

  @ApiPropertyOptional({ enum: ['income', 'expense'], enumName: 'CategoryType' })
  @IsOptional()
  @IsIn(['income', 'expense'], { message: CATEGORY_MESSAGES.type })
  type?: CategoryType;

  @ApiPropertyOptional({ example: '#F97316' })
  @IsOptional()
  @IsString({ message: CATEGORY_MESSAGES.color })
  @Matches(/^#[0-9A-Fa-f]{6}$/, { message: CATEGORY_MESSAGES.color })
  color?: string;

  @ApiPropertyOptional({ example: 'utensils', minLength: 1, maxLength: 50 })
  @IsOptional()
  @IsString({ message: CATEGORY_MESSAGES.icon })
  @Length(1, 50, { message: CATEGORY_MESSAGES.icon })
  @FreeText({ field: 'Category icon' })
  icon?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '500.00' })
  @IsOptional()
  monthlyBudget?: unknown;
}

// One category's new monthly budget (Smart Budgets accepted one by one or all at once).
export class BudgetChangeDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'Choose one of your categories.' })
  categoryId!: string;

  // Checked by the service, as on PUT /api/categories/:id; null clears it, leaving it out is a 400
  // (a forgotten field must not clear a budget).
  @ApiProperty({ type: String, nullable: true, example: '450' })
  @Allow()
  @ValidateIf((_object, value) => value !== null)
  @IsDefined({ message: 'monthlyBudget is required for each budget (null clears it).' })
  monthlyBudget!: unknown;
}

export class SaveBudgetsDto {
  @ApiProperty({ type: [BudgetChangeDto], minItems: 1, maxItems: 100 })
  @IsArray({ message: 'budgets must be a list of budgets.' })
  @ArrayMinSize(1, { message: 'Choose at least one budget to save.' })
  @ArrayMaxSize(100, { message: 'At most 100 budgets at once.' })
  @ValidateNested({ each: true })
  @Type(() => BudgetChangeDto)
  budgets!: BudgetChangeDto[];
}
