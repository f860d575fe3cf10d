import { Body, Controller, Get, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExcludeEndpoint,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { CurrentAuth, type AuthContext } from '../../common/guards/auth-context';
import { Public } from '../../common/guards/public.decorator';
import { BillingService } from './billing.service';
import {
  InitializePaymentDto,
  PaymentDto,
  PaymentInitializationDto,
  PaymentVerificationDto,
  PendingVerificationDto,
  SubscriptionDto,
  SubscriptionPlanDto,
  VerifyPaymentDto,
  WebhookAckDto,
} from './dto/billing.dto';
import { PaymentsService } from './payments.service';

@ApiTags('billing')
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
@Controller()
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly payments: PaymentsService,
  ) {}

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
  @ApiOkResponse({
    type: [PaymentDto],
    description:
      "The caller's payments, newest first. Pending payments a day old are asked about again first (notCompleted)",
  })
  listPayments(@CurrentAuth() auth: AuthContext): Promise<PaymentDto[]> {
    return this.payments.list(auth);
  }

  @Post('payments/initialize')
  @HttpCode(200)
  @ApiOkResponse({
    type: PaymentInitializationDto,
    description:
      'A pending payment for the plan, at its price; send the browser to authorizationUrl',
  })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'PLAN_NOT_FOUND' })
  initializePayment(
    @CurrentAuth() auth: AuthContext,
    @Body() body: InitializePaymentDto,
    @Headers('origin') origin: string | undefined,
  ): Promise<PaymentInitializationDto> {
    return this.payments.initialize(auth, body.planType, origin);
  }

  @Post('payments/verify')
  @HttpCode(200)
  @ApiOkResponse({ type: PaymentVerificationDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'Not one of your payments' })
  verifyPayment(
    @CurrentAuth() auth: AuthContext,
    @Body() body: VerifyPaymentDto,
  ): Promise<PaymentVerificationDto> {
    return this.payments.verify(auth, body.reference);
  }

  @Post('payments/verify-pending')
  @HttpCode(200)
  @ApiOkResponse({ type: PendingVerificationDto })
  verifyPendingPayments(@CurrentAuth() auth: AuthContext): Promise<PendingVerificationDto> {
    return this.payments.verifyPending(auth);
  }

  // Called by the payment provider, not the app: signed, not signed in.
  @Public()
  @Post('payments/webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async paymentWebhook(@Req() req: Request): Promise<WebhookAckDto> {
    const raw: unknown = req.body;
    await this.payments.receiveWebhook(Buffer.isBuffer(raw) ? raw : undefined, req.headers);
    return { received: true };
  }
}
