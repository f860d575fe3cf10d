import { Injectable, Logger } from '@nestjs/common';
import type { AuthContext } from '../../common/guards/auth-context';
import { JobQueue } from '../../common/jobs/job-queue';
import { categoryNotFound } from '../categories';
import { PlanLimits } from '../users';
import { AlertDelivery } from './alert-delivery';
import {
  budgetAlertNotFound,
  budgetRequired,
  channelUnavailable,
  emailRequired,
  phoneRequired,
  PRO_FEATURE,
} from './alerts.errors';
import { requestBudgetCheck } from './budget-alert-jobs';
import { BudgetAlertsRepository } from './budget-alerts.repository';
import {
  ALERT_CHANNELS,
  DEFAULT_THRESHOLD,
  type BudgetAlertDto,
  type SaveBudgetAlertDto,
} from './dto/budget-alert.dto';

// The caller's alert settings, one per expense category. Reading and removing are for everyone
// (a lapsed Pro user can still clear theirs); creating and changing them is Pro.
@Injectable()
export class BudgetAlertsService {
  private readonly log = new Logger('BudgetAlerts');

  constructor(
    private readonly alerts: BudgetAlertsRepository,
    private readonly limits: PlanLimits,
    private readonly delivery: AlertDelivery,
    private readonly queue: JobQueue,
  ) {}

  list(auth: AuthContext): Promise<BudgetAlertDto[]> {
    return this.alerts.listFor(auth.userId);
  }

  async save(
    auth: AuthContext,
    categoryId: string,
    body: SaveBudgetAlertDto,
  ): Promise<BudgetAlertDto> {
    await this.limits.assertPro(auth.userId, PRO_FEATURE);
    const category = await this.alerts.categoryOf(auth.userId, categoryId);
    // An income category has no budget to alert on: it reads as not found, like anyone else's.
    if (category?.type !== 'expense') throw categoryNotFound();
    if (category.budget === null) throw budgetRequired();
    await this.assertReachable(auth.userId, body.channels);
    const enabled = body.enabled ?? true;
    // Ownership was checked above.
    await this.alerts.save(auth.userId, {
      categoryId,
      thresholdPercent: body.thresholdPercent ?? DEFAULT_THRESHOLD,
      // Stored in one order, whatever order they were sent in.
      channels: ALERT_CHANNELS.filter((channel) => body.channels.includes(channel)),
      enabled,
    });
    // A threshold the month has already passed alerts now, not tomorrow.
    if (enabled) await requestBudgetCheck(this.queue, auth.userId, this.log);
    return this.one(auth, categoryId);
  }

  async remove(auth: AuthContext, categoryId: string): Promise<void> {
    if (!(await this.alerts.remove(auth.userId, categoryId))) throw budgetAlertNotFound();
  }

  // E-mail needs an address on the account, SMS a phone, and either a sender on this server.
  private async assertReachable(userId: string, channels: readonly string[]): Promise<void> {
    const user = await this.alerts.contactOf(userId);
    if (channels.includes('email')) {
      if (!user?.email) throw emailRequired();
      if (!this.delivery.available('email')) throw channelUnavailable('email');
    }
    if (channels.includes('sms')) {
      if (!user?.phone) throw phoneRequired();
      if (!this.delivery.available('sms')) throw channelUnavailable('sms');
    }
  }

  private async one(auth: AuthContext, categoryId: string): Promise<BudgetAlertDto> {
    const alert = await this.alerts.findFor(auth.userId, categoryId);
    if (!alert) throw budgetAlertNotFound();
    return alert;
  }
}
