import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { BillingService } from './billing.service';
import { PaymentDto, SubscriptionDto, SubscriptionPlanDto } from './dto/billing.dto';

@ApiTags('billing')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller()
export class BillingController {
  constructor(private readonly billing: BillingService) {}

  @Get('subscription-plans')
  @ApiOkResponse({ type: [SubscriptionPlanDto], description: 'The Pro plans, shortest first' })
  listSubscriptionPlans(): SubscriptionPlanDto[] {
    return this.billing.plans();
  }

  @Get('subscription')
  @ApiOkResponse({ type: SubscriptionDto, description: "The caller's Pro subscription" })
  getSubscription(@CurrentAuth() auth: AuthContext): Promise<SubscriptionDto> {
    return this.billing.subscription(auth);
  }

  @Get('payments')
  @ApiOkResponse({ type: [PaymentDto], description: "The caller's payments, newest first" })
  listPayments(@CurrentAuth() auth: AuthContext): Promise<PaymentDto[]> {
    return this.billing.listPayments(auth);
  }
}
