import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import {
  AppliedToSimilarDto,
  CategorisedTransactionDto,
  TransactionDto,
  TransactionPageDto,
} from './dto/transaction.dto';
import {
  DetailedTransactionsQueryDto,
  UncategorisedQueryDto,
  TransactionFiltersDto,
  TransactionPageQueryDto,
} from './dto/transaction-filters.dto';
import { SetTransactionCategoryDto } from './dto/set-category.dto';
import { csvFileName } from './transactions-csv';
import { TransactionsService } from './transactions.service';
import { abortDownload } from '../../common/web/abort-download';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('transactions')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
@Controller()
export class TransactionsController {
  constructor(private readonly transactions: TransactionsService) {}

  @Get('detailed-transactions')
  @ApiOkResponse({ type: [TransactionDto], description: 'Newest first, with categories' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  listDetailedTransactions(
    @CurrentAuth() auth: AuthContext,
    @Query() query: DetailedTransactionsQueryDto,
  ): Promise<TransactionDto[]> {
    return this.transactions.detailed(auth, query);
  }

  @Get('transactions')
  @ApiOkResponse({
    type: TransactionPageDto,
    description:
      'One page of the filtered history, newest first, with the totals of the whole filtered set',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  listTransactions(
    @CurrentAuth() auth: AuthContext,
    @Query() query: TransactionPageQueryDto,
  ): Promise<TransactionPageDto> {
    return this.transactions.page(auth, query);
  }

  @Get('transactions/uncategorized')
  @ApiOkResponse({
    type: [TransactionDto],
    description:
      'Uncategorised transactions, newest first, a page of at most `limit` (default 200) after the row `after` (the last of the previous page); the X-Total-Count header has how many there are in all',
    headers: { 'X-Total-Count': { schema: { type: 'integer' } } },
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  async listUncategorisedTransactions(
    @CurrentAuth() auth: AuthContext,
    @Query() query: UncategorisedQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TransactionDto[]> {
    const { items, total } = await this.transactions.uncategorised(auth, query);
    res.setHeader('X-Total-Count', String(total));
    return items;
  }

  @Get('transactions/export')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'The filtered history as CSV (UTF-8 with BOM), streamed; file momo-transactions-{date}.csv',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
  async exportTransactions(
    @CurrentAuth() auth: AuthContext,
    @Query() query: TransactionFiltersDto,
  ): Promise<StreamableFile> {
    const csv = await this.transactions.exportCsv(auth, query);
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${csvFileName()}"`,
    }).setErrorHandler(abortDownload);
  }

  @Put('transactions/:id/category')
  @ApiOkResponse({
    type: CategorisedTransactionDto,
    description:
      'Sets the category (by hand: no rule overwrites it) and learns a rule for the counterparty',
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'TRANSACTION_NOT_FOUND' })
  setTransactionCategory(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
    @Body() body: SetTransactionCategoryDto,
  ): Promise<CategorisedTransactionDto> {
    return this.transactions.setCategory(auth, id, body);
  }

  @Post('transactions/:id/category/apply-to-similar')
  @HttpCode(200)
  @ApiOkResponse({
    type: AppliedToSimilarDto,
    description:
      "Gives this transaction's category to the other uncategorised transactions of the same counterparty and direction",
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'TRANSACTION_NOT_FOUND' })
  applyCategoryToSimilar(
    @CurrentAuth() auth: AuthContext,
    @Param('id', uuid) id: string,
  ): Promise<AppliedToSimilarDto> {
    return this.transactions.applyToSimilar(auth, id);
  }
}
