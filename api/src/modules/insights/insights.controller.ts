import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import {
  BudgetSuggestionsDto,
  BudgetsDto,
  CategoryBreakdownDto,
  FeesDto,
  InsightsQueryDto,
  SummaryDto,
  TrendsDto,
  TrendsQueryDto,
} from './dto/insights.dto';
import { RecipientDetailDto, RecipientsPageDto, RecipientsQueryDto } from './dto/recipients.dto';
import { FlagsDto, FlagsQueryDto } from './dto/flags.dto';
import { FlagsService } from './flags.service';
import { InsightsService } from './insights.service';
import { RecipientsService } from './recipients.service';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('insights')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@ApiBadRequestResponse({ type: ErrorResponseDto, description: 'VALIDATION_FAILED' })
@ApiNotFoundResponse({ type: ErrorResponseDto, description: 'WALLET_NOT_FOUND' })
@Controller('insights')
export class InsightsController {
  constructor(
    private readonly insights: InsightsService,
    private readonly recipientsService: RecipientsService,
    private readonly flagsService: FlagsService,
  ) {}

  @Get('summary')
  @ApiOkResponse({
    type: SummaryDto,
    description:
      'Spent, received, fees, E-Levy and total cost in the period, and in the period before',
  })
  getInsightsSummary(
    @CurrentAuth() auth: AuthContext,
    @Query() query: InsightsQueryDto,
  ): Promise<SummaryDto> {
    return this.insights.summary(auth, query);
  }

  @Get('trends')
  @ApiOkResponse({
    type: TrendsDto,
    description: 'Spent and received per day, week (from Sunday) or month',
  })
  getSpendingTrends(
    @CurrentAuth() auth: AuthContext,
    @Query() query: TrendsQueryDto,
  ): Promise<TrendsDto> {
    return this.insights.trends(auth, query);
  }

  @Get('fees')
  @ApiOkResponse({
    type: FeesDto,
    description:
      'Fees and E-Levy paid: by kind of transaction, month by month, and the three costliest',
  })
  getFeesAndLevies(
    @CurrentAuth() auth: AuthContext,
    @Query() query: InsightsQueryDto,
  ): Promise<FeesDto> {
    return this.insights.fees(auth, query);
  }

  @Get('budgets')
  @ApiOkResponse({
    type: BudgetsDto,
    description:
      'Budgeted categories against one month’s spending (period latest, this-month or last-month)',
  })
  getBudgets(
    @CurrentAuth() auth: AuthContext,
    @Query() query: InsightsQueryDto,
  ): Promise<BudgetsDto> {
    return this.insights.budgets(auth, query);
  }

  @Get('budget-suggestions')
  @ApiOkResponse({
    type: BudgetSuggestionsDto,
    description:
      'Smart Budgets: a monthly budget for each expense category with spending, from its average over the last three full months the statements cover, rounded up',
  })
  getBudgetSuggestions(@CurrentAuth() auth: AuthContext): Promise<BudgetSuggestionsDto> {
    return this.insights.budgetSuggestions(auth);
  }

  @Get('recipients')
  @ApiOkResponse({
    type: RecipientsPageDto,
    description:
      'People paid (counterparties that look like phone numbers), one per number however written; all time by default',
  })
  listRecipients(
    @CurrentAuth() auth: AuthContext,
    @Query() query: RecipientsQueryDto,
  ): Promise<RecipientsPageDto> {
    return this.recipientsService.recipients(auth, query);
  }

  @Get('recipients/:number')
  @ApiOkResponse({ type: RecipientDetailDto, description: 'One recipient by number, in any form' })
  getRecipient(
    @CurrentAuth() auth: AuthContext,
    @Param('number') number: string,
    @Query() query: InsightsQueryDto,
  ): Promise<RecipientDetailDto> {
    return this.recipientsService.recipient(auth, number, query);
  }

  @Get('flags')
  @ApiOkResponse({
    type: FlagsDto,
    description: 'Flagged expenses (large, unusual, weekend, late-night), all time by default',
  })
  listFlaggedExpenses(
    @CurrentAuth() auth: AuthContext,
    @Query() query: FlagsQueryDto,
  ): Promise<FlagsDto> {
    return this.flagsService.flags(auth, query);
  }

  @Post('flags/:transactionId/review')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Marked reviewed; it leaves the flagged list' })
  markFlagReviewed(
    @CurrentAuth() auth: AuthContext,
    @Param('transactionId', uuid) transactionId: string,
  ): Promise<void> {
    return this.flagsService.setReviewed(auth, transactionId, true);
  }

  @Delete('flags/:transactionId/review')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Not reviewed any more (undo)' })
  unmarkFlagReviewed(
    @CurrentAuth() auth: AuthContext,
    @Param('transactionId', uuid) transactionId: string,
  ): Promise<void> {
    return this.flagsService.setReviewed(auth, transactionId, false);
  }

  @Get('categories')
  @ApiOkResponse({
    type: CategoryBreakdownDto,
    description: 'Spending by category, with share of the total and change on the period before',
  })
  getCategoryBreakdown(
    @CurrentAuth() auth: AuthContext,
    @Query() query: InsightsQueryDto,
  ): Promise<CategoryBreakdownDto> {
    return this.insights.categories(auth, query);
  }
}
