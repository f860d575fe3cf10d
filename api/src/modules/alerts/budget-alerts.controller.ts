import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { BudgetAlertsService } from './budget-alerts.service';
import { BudgetAlertDto, SaveBudgetAlertDto } from './dto/budget-alert.dto';

const uuid = new ParseUUIDPipe({ version: '4' });

@ApiTags('budget-alerts')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller('budget-alerts')
export class BudgetAlertsController {
  constructor(private readonly alerts: BudgetAlertsService) {}

  @Get()
  @ApiOkResponse({
    type: [BudgetAlertDto],
    description: "The caller's alert settings, by category",
  })
  listBudgetAlerts(@CurrentAuth() auth: AuthContext): Promise<BudgetAlertDto[]> {
    return this.alerts.list(auth);
  }

  @Put(':categoryId')
  @ApiOkResponse({
    type: BudgetAlertDto,
    description: 'Creates or replaces the alert of one of the caller’s expense categories (Pro)',
  })
  @ApiBadRequestResponse({
    type: ErrorResponseDto,
    description:
      'VALIDATION_FAILED: threshold, channels, no budget on the category, no e-mail or phone for that channel',
  })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'PRO_REQUIRED' })
  @ApiNotFoundResponse({
    type: ErrorResponseDto,
    description: 'CATEGORY_NOT_FOUND: not one of the caller’s expense categories',
  })
  saveBudgetAlert(
    @CurrentAuth() auth: AuthContext,
    @Param('categoryId', uuid) categoryId: string,
    @Body() body: SaveBudgetAlertDto,
  ): Promise<BudgetAlertDto> {
    return this.alerts.save(auth, categoryId, body);
  }

  @Delete(':categoryId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The alert is gone (its sent log stays)' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'BUDGET_ALERT_NOT_FOUND' })
  deleteBudgetAlert(
    @CurrentAuth() auth: AuthContext,
    @Param('categoryId', uuid) categoryId: string,
  ): Promise<void> {
    return this.alerts.remove(auth, categoryId);
  }
}
