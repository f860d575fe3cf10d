import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { CategoriesService } from './categories.service';
import { CategoryDto, DeletedCategoryDto, RestoredDefaultsDto } from './dto/category.dto';
import { CreateCategoryDto, SaveBudgetsDto, UpdateCategoryDto } from './dto/save-category.dto';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('categories')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @ApiOkResponse({
    type: [CategoryDto],
    description: "The caller's categories (expense then income, by name)",
  })
  listCategories(@CurrentAuth() auth: AuthContext): Promise<CategoryDto[]> {
    return this.categories.list(auth);
  }

  @Post()
  @ApiCreatedResponse({ type: CategoryDto })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'VALIDATION_FAILED (spec messages)',
  })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'CATEGORY_EXISTS: same name and type',
  })
  createCategory(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateCategoryDto,
  ): Promise<CategoryDto> {
    return this.categories.create(auth, body);
  }

  // Before `:id`, so "defaults" is never read as an id.
  @Post('defaults')
  @HttpCode(200)
  @ApiOkResponse({ type: RestoredDefaultsDto, description: 'Adds missing defaults; idempotent' })
  restoreDefaultCategories(@CurrentAuth() auth: AuthContext): Promise<RestoredDefaultsDto> {
    return this.categories.restoreDefaults(auth);
  }

  // Before `:id`. Several expense categories' budgets in one transaction: all or none.
  @Put('budgets')
  @ApiOkResponse({ type: [CategoryDto], description: 'The categories whose budgets were saved' })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description: 'VALIDATION_FAILED: a budget, an income category or a category twice',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'CATEGORY_NOT_FOUND' })
  saveBudgets(
    @CurrentAuth() auth: AuthContext,
    @Body() body: SaveBudgetsDto,
  ): Promise<CategoryDto[]> {
    return this.categories.saveBudgets(auth, body);
  }

  @Put(':id')
  @ApiOkResponse({ type: CategoryDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'CATEGORY_READ_ONLY: a default' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'CATEGORY_NOT_FOUND' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: 'CATEGORY_EXISTS, or CATEGORY_IN_USE (type change with transactions)',
  })
  updateCategory(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @Body() body: UpdateCategoryDto,
  ): Promise<CategoryDto> {
    return this.categories.update(auth, id, body);
  }

  @Delete(':id')
  @ApiOkResponse({
    type: DeletedCategoryDto,
    description: 'Its transactions become uncategorised; says how many',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'CATEGORY_READ_ONLY: a default' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'CATEGORY_NOT_FOUND' })
  deleteCategory(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
  ): Promise<DeletedCategoryDto> {
    return this.categories.remove(auth, id);
  }
}
