import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
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
import {
  ALERT_CHANNELS,
  DEFAULT_THRESHOLD,
  type BudgetAlertDto,
  type SaveBudgetAlertDto,
} from './dto/budget-alert.dto';

const COLUMNS = `a.category_id AS "categoryId", c.name AS "categoryName",
  c.monthly_budget::text AS "monthlyBudget", a.threshold_percent AS "thresholdPercent",
  a.channels, a.enabled,
  (SELECT to_char(max(s.month), 'YYYY-MM') FROM budget_alerts_sent s
    WHERE s.user_id = a.user_id AND s.category_id = a.category_id) AS "lastSentMonth",
  to_char(a.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

// The caller's alert settings, one per expense category. Reading and removing are for everyone
// (a lapsed Pro user can still clear theirs); creating and changing them is Pro.
@Injectable()
export class BudgetAlertsService {
  private readonly log = new Logger('BudgetAlerts');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly limits: PlanLimits,
    private readonly delivery: AlertDelivery,
    private readonly queue: JobQueue,
  ) {}

  list(auth: AuthContext): Promise<BudgetAlertDto[]> {
    return this.db.query<BudgetAlertDto[]>(
      `SELECT ${COLUMNS} FROM budget_alerts a JOIN categories c ON c.id = a.category_id
        WHERE a.user_id = $1 AND c.user_id = $1
        ORDER BY lower(c.name), a.category_id`,
      [auth.userId],
    );
  }

  async save(
    auth: AuthContext,
    categoryId: string,
    body: SaveBudgetAlertDto,
  ): Promise<BudgetAlertDto> {
    await this.limits.assertPro(auth.userId, PRO_FEATURE);
    const [category] = await this.db.query<{ type: string; budget: string | null }[]>(
      'SELECT type, monthly_budget AS budget FROM categories WHERE id = $1 AND user_id = $2',
      [categoryId, auth.userId],
    );
    // An income category has no budget to alert on: it reads as not found, like anyone else's.
    if (category?.type !== 'expense') throw categoryNotFound();
    if (category.budget === null) throw budgetRequired();
    await this.assertReachable(auth.userId, body.channels);
    const enabled = body.enabled ?? true;
    // Ownership was checked above; the WHERE keeps an upsert from ever taking another user's row.
    await this.db.query(
      `INSERT INTO budget_alerts (user_id, category_id, threshold_percent, channels, enabled)
       VALUES ($1, $2, $3, $4::text[], $5)
       ON CONFLICT (category_id) DO UPDATE
         SET threshold_percent = EXCLUDED.threshold_percent, channels = EXCLUDED.channels,
             enabled = EXCLUDED.enabled, updated_at = now()
       WHERE budget_alerts.user_id = EXCLUDED.user_id`,
      [
        auth.userId,
        categoryId,
        body.thresholdPercent ?? DEFAULT_THRESHOLD,
        // Stored in one order, whatever order they were sent in.
        ALERT_CHANNELS.filter((channel) => body.channels.includes(channel)),
        enabled,
      ],
    );
    // A threshold the month has already passed alerts now, not tomorrow.
    if (enabled) await requestBudgetCheck(this.queue, auth.userId, this.log);
    return this.one(auth, categoryId);
  }

  async remove(auth: AuthContext, categoryId: string): Promise<void> {
    const [, deleted] = await this.db.query<[unknown, number]>(
      'DELETE FROM budget_alerts WHERE user_id = $1 AND category_id = $2',
      [auth.userId, categoryId],
    );
    if (deleted === 0) throw budgetAlertNotFound();
  }

  // E-mail needs an address on the account, SMS a phone, and either a sender on this server.
  private async assertReachable(userId: string, channels: readonly string[]): Promise<void> {
    const [user] = await this.db.query<{ email: string | null; phone: string | null }[]>(
      'SELECT email, phone FROM users WHERE id = $1',
      [userId],
    );
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
    const [alert] = await this.db.query<BudgetAlertDto[]>(
      `SELECT ${COLUMNS} FROM budget_alerts a JOIN categories c ON c.id = a.category_id
        WHERE a.user_id = $1 AND a.category_id = $2`,
      [auth.userId, categoryId],
    );
    if (!alert) throw budgetAlertNotFound();
    return alert;
  }
}
