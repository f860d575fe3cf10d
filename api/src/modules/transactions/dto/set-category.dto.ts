import { ApiPropertyOptional } from '@nestjs/swagger';
import { FreeText } from '../../../common/validation/free-text';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

// Three shapes reach this call (spec section 7): `{ categoryId }`, the history screen's
// `{ category }` (an id, a default's key such as "food", or a name) and the categorise screen's
// `{ categoryId, categoryName }`. The service resolves them against the caller's categories.
export class SetTransactionCategoryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'One of your categories' })
  @IsOptional()
  @IsUUID('4', { message: 'categoryId must be one of your categories' })
  categoryId?: string;

  @ApiPropertyOptional({
    maxLength: 100,
    description:
      'A category id, a default category key (food, transport, data…) or a category name',
    example: 'food',
  })
  @IsOptional()
  @IsString({ message: 'category must be text' })
  @MaxLength(100, { message: 'category must be at most 100 characters' })
  @FreeText({ field: 'category' })
  category?: string;

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Sent with categoryId by the categorize screen; informational',
  })
  @IsOptional()
  @IsString({ message: 'categoryName must be text' })
  @MaxLength(100, { message: 'categoryName must be at most 100 characters' })
  @FreeText({ field: 'categoryName' })
  categoryName?: string;
}
