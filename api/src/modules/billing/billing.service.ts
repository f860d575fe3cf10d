import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AuthContext } from '../../common/guards/auth-context';
import { User } from '../users/user.entity';
import { isProNow } from '../users/pro-status';
import type { SubscriptionDto, SubscriptionPlanDto } from './dto/billing.dto';
import { cedisOf, CURRENCY, monthlyPriceMinor, PLANS } from './plans';

// Issue 10, first step: the plans and the caller's subscription. Payments (initialize, verify,
// webhook) and the one idempotent grant come next, on the same module.
@Injectable()
export class BillingService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

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
    const user = await this.users.findOneByOrFail({ id: auth.userId });
    const isPro = isProNow(user);
    return {
      status: isPro ? 'active' : user.isPro || user.proUntil !== null ? 'expired' : 'none',
      isPro,
      expiresAt: user.proUntil?.toISOString() ?? null,
    };
  }
}
