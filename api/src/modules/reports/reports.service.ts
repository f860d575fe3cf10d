import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../common/config/config';
import type { AppConfig } from '../../common/config/config.types';
import type { AuthContext } from '../../common/guards/auth-context';
import {
  FlagsService,
  type InsightsQueryDto,
  InsightsScopes,
  InsightsService,
  RecipientsService,
  type Scope,
} from '../insights';
import { ExportSlots } from '../../common/database/export-slots';
import { toTransactionDto } from '../transactions';
import { PlanLimits, UsersService } from '../users';
import { WalletsService } from '../wallets';
import {
  PDF_TRANSACTION_LIMIT,
  TOP_RECIPIENTS,
  XLSX_TRANSACTION_LIMIT,
  type ReportData,
  type ReportTransaction,
} from './report-data';
import { ownerName, reportFileName, reportRange, walletName } from './report-format';
import { renderReportPdf } from './report-pdf';
import { renderReportXlsx } from './report-xlsx';
import { ReportsRepository } from './reports.repository';

export type ReportFile = { body: Buffer; fileName: string };

type Format = {
  feature: string;
  extension: 'pdf' | 'xlsx';
  limit: number;
  render: (data: ReportData) => Promise<Uint8Array>;
};

const PDF: Format = {
  feature: 'The PDF report',
  extension: 'pdf',
  limit: PDF_TRANSACTION_LIMIT,
  render: renderReportPdf,
};
const XLSX: Format = {
  feature: 'The Excel export',
  extension: 'xlsx',
  limit: XLSX_TRANSACTION_LIMIT,
  render: renderReportXlsx,
};

// Pro's premium export: one period's figures and transactions as a PDF or an Excel workbook.
// Every figure comes from the insights services, so a report says what the dashboard says
// (definitions in docs/insights.md), within the caller's wallet and history window.
@Injectable()
export class ReportsService {
  // A report is built in memory and drawn on this process's CPU: two at a time, the rest wait.
  private readonly slots = new ExportSlots(2, 20);

  constructor(
    private readonly repository: ReportsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: PlanLimits,
    private readonly scopes: InsightsScopes,
    private readonly insights: InsightsService,
    private readonly recipients: RecipientsService,
    private readonly flags: FlagsService,
    private readonly users: UsersService,
    private readonly wallets: WalletsService,
  ) {}

  pdf(auth: AuthContext, query: InsightsQueryDto): Promise<ReportFile> {
    return this.build(auth, query, PDF);
  }

  xlsx(auth: AuthContext, query: InsightsQueryDto): Promise<ReportFile> {
    return this.build(auth, query, XLSX);
  }

  private async build(
    auth: AuthContext,
    query: InsightsQueryDto,
    format: Format,
  ): Promise<ReportFile> {
    await this.limits.assertPro(auth.userId, format.feature);
    const release = await this.slots.acquire();
    try {
      // The user's export lease and a slot shared by every process (issue 27), held on a
      // connection of its own for as long as the report is built.
      return await this.repository.holdingExportLeases(
        auth.userId,
        this.config.exports,
        async () => {
          const data = await this.gather(auth, query, format.limit);
          const bytes = await format.render(data);
          return {
            body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
            fileName: reportFileName(data.period.label, format.extension),
          };
        },
      );
    } finally {
      release();
    }
  }

  private async gather(
    auth: AuthContext,
    query: InsightsQueryDto,
    limit: number,
  ): Promise<ReportData> {
    // Checks the wallet first (another user's is a 404) and fixes the period for every part.
    const scope = await this.scopes.resolve(auth, query);
    const [summary, categories, fees, recipients, flags, user, wallets, listed] = await Promise.all(
      [
        this.insights.summaryFor(scope),
        this.insights.categoriesFor(scope),
        this.insights.feesFor(scope),
        this.recipients.recipientsFor(scope, { sort: 'spent', pageSize: TOP_RECIPIENTS }),
        this.flags.flagsFor(scope, { sort: 'date', includeReviewed: true }),
        this.users.findById(auth.userId),
        this.wallets.list(auth),
        this.transactions(scope, limit),
      ],
    );
    const named = (w: { label: string; momoNumber: string }) => walletName(w.label, w.momoNumber);
    const chosen = wallets.find((w) => w.id === query.walletId);
    return {
      owner: ownerName(user?.firstName ?? '', user?.lastName ?? ''),
      wallets: chosen
        ? named(chosen)
        : wallets.length === 0
          ? 'All wallets'
          : `All wallets: ${wallets.map(named).join('; ')}`,
      manyWallets: !chosen && wallets.length > 1,
      period: summary.period,
      range: reportRange(summary.period, listed.span),
      generatedAt: new Date(),
      summary,
      categories,
      fees,
      recipients,
      flags: { ...flags, items: [...flags.items].reverse() },
      transactions: listed.rows,
      transactionCount: listed.count,
    };
  }

  // The period's transactions, oldest first: all of them, or the latest `limit` when there are
  // more (the document says so). Same scope as every figure (user, wallet, period, window).
  private async transactions(scope: Scope, limit: number) {
    const { count, span, latest } = await this.insights.transactionsFor(scope, limit);
    const listed: ReportTransaction[] = latest.reverse().map((row) => ({
      ...toTransactionDto(row),
      walletLabel: row.wallet_label,
      ownTransfer: row.own_transfer,
    }));
    return { count, span, rows: listed };
  }
}
