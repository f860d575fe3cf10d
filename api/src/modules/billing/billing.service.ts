import { Injectable } from '@nestjs/common';
import type { AuthContext } from '../../common/guards/auth-context';
import { isProNow, PlanLimits, ProTime } from '../users';
import type {
  PaymentDto,
  PaymentReversalDto,
  SubscriptionDto,
  SubscriptionPlanDto,
} from './dto/billing.dto';
import { NOT_COMPLETED_REASONS, type Payment } from './payment.entity';
import { PaymentsRepository } from './payments.repository';
import { cedisOf, CURRENCY, monthlyPriceMinor, planById, PLANS } from './plans';

// The payer did not complete the checkout (payments.service.ts settles it so): 'Not completed'.
const notCompleted = (payment: Payment): boolean =>
  payment.status === 'failed' && NOT_COMPLETED_REASONS.includes(payment.failureReason ?? '');

// A payment's refund or chargeback, as the API shows it.
export const reversalOf = (payment: Payment): PaymentReversalDto => ({
  reversedAt: payment.reversedAt?.toISOString() ?? null,
  reversalReason: payment.reversalReason,
  refundedAmount: payment.refundedMinor > 0 ? cedisOf(payment.refundedMinor) : null,
});

// The plans, the caller's subscription and payments. Paying and granting: PaymentsService.
@Injectable()
export class BillingService {
  constructor(
    private readonly proTime: ProTime,
    private readonly payments: PaymentsRepository,
    private readonly limits: PlanLimits,
  ) {}

  // The caller's payments, newest first.
  async listPayments(auth: AuthContext): Promise<PaymentDto[]> {
    const rows = await this.payments.listOf(auth.userId);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      planType: row.planId,
      planName: planById(row.planId)?.displayName ?? row.planId,
      amount: cedisOf(row.amountMinor),
      currency: row.currency.trim(),
      reference: row.reference,
      createdAt: row.createdAt.toISOString(),
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      notCompleted: notCompleted(row),
      ...reversalOf(row),
    }));
  }

  plans(): SubscriptionPlanDto[] {
    return PLANS.map((plan) => ({
      id: plan.id,
      name: plan.name,
      displayName: plan.displayName,
      description: plan.description,
      monthlyPrice: cedisOf(monthlyPriceMinor),
      totalPrice: cedisOf(plan.amountMinor),
      durationMonths: plan.durationMonths,
      currency: CURRENCY,
    }));
  }

  async subscription(auth: AuthContext): Promise<SubscriptionDto> {
    const user = await this.proTime.stateOf(auth.userId);
    const isPro = isProNow(user);
    // A payment refunded or charged back in full no longer counts as the plan.
    const planId = await this.payments.latestPaidPlanOf(auth.userId);
    return {
      status: isPro ? 'active' : user.isPro || user.proUntil !== null ? 'expired' : 'none',
      isPro,
      planType: planId ?? null,
      planName: planId !== undefined ? (planById(planId)?.displayName ?? planId) : null,
      startedAt: user.proStartedAt?.toISOString() ?? null,
      expiresAt: user.proUntil?.toISOString() ?? null,
      usage: (({ isPro: _isPro, ...usage }) => usage)(await this.limits.usage(auth.userId, isPro)),
    };
  }
}
