import type { FlagKind } from '../insights';
import { CONTENT_WIDTH, PdfWriter, type Column } from './pdf-writer';
import { transactionTypeLabel } from '../transactions';
import {
  categoryName,
  comparedLabel,
  flagsNote,
  truncationNote,
  UNCATEGORIZED_NAME,
  type ReportData,
  type ReportTransaction,
} from './report-data';
import {
  dayLabel,
  generatedText,
  groupedCount,
  groupedMoney,
  rangeText,
  timeLabel,
} from './report-format';

// The report's font (Noto Sans, pdf-writer.ts) has the cedi sign: amounts say ₵.
const money = groupedMoney;
const percent = (value: string | null) => (value === null ? '–' : `${value}%`);
const monthLabel = (month: string) => dayLabel(`${month}-01`).replace(/^1 /, '');

const FLAG_LABELS: Record<FlagKind, string> = {
  large: 'Large (over ₵500)',
  unusual: 'Unusual (over ₵100, uncategorized)',
  weekend: 'Weekend (over ₵200 on a Saturday or Sunday)',
  'late-night': 'Late night (over ₵50, 22:00 to 06:59)',
};
const FLAG_SHORT: Record<FlagKind, string> = {
  large: 'Large',
  unusual: 'Unusual',
  weekend: 'Weekend',
  'late-night': 'Late night',
};

/** The period's report as an A4 PDF: the figures first, then every transaction. */
export async function renderReportPdf(data: ReportData): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`SikaLens report: ${data.period.label}`);
  cover(pdf, data);
  await summary(pdf, data);
  await categories(pdf, data);
  await fees(pdf, data);
  await recipients(pdf, data);
  await flagged(pdf, data);
  await transactions(pdf, data);
  return pdf.finish(
    { left: 'SikaLens report', right: `${data.owner} · ${data.period.label}` },
    `Generated ${generatedText(data.generatedAt)} · Amounts in Ghana cedis (₵)`,
  );
}

function cover(pdf: PdfWriter, data: ReportData): void {
  pdf.heading('Mobile money report', 20);
  pdf.facts([
    ['Prepared for', data.owner],
    ['Period', data.period.label],
    ['Dates', rangeText(data.range)],
    ['Wallet', data.wallets],
    ['Generated', generatedText(data.generatedAt)],
  ]);
  pdf.paragraph(
    'Amounts are in Ghana cedis (₵), as printed on your MTN MoMo statements. Spent is money paid out and received is money paid in; transfers between your own wallets are neither, but their fees and E-Levy count. Times are statement times (Ghana time).',
    { muted: true },
  );
}

type Figure = { label: string; current: string; previous: string | null };

async function summary(pdf: PdfWriter, data: ReportData): Promise<void> {
  const { summary: s } = data;
  // The previous figures only with a fair comparison, headed by the days they cover.
  const compared = s.previous ? comparedLabel(data) : null;
  pdf.heading('Summary');
  const figures: Figure[] = [
    { label: 'Received', current: s.received, previous: s.previous?.received ?? null },
    { label: 'Spent', current: s.spent, previous: s.previous?.spent ?? null },
    { label: 'Fees', current: s.fees, previous: s.previous?.fees ?? null },
    { label: 'E-Levy', current: s.tax, previous: s.previous?.tax ?? null },
    {
      label: 'Total cost (spent + fees + E-Levy)',
      current: s.totalCost,
      previous: s.previous?.totalCost ?? null,
    },
  ];
  const columns: Column<Figure>[] = [
    { header: '', width: 251, cell: (f) => f.label },
    { header: 'This period (₵)', width: 140, align: 'right', cell: (f) => money(f.current) },
    {
      header: compared === null ? '' : `${compared} (₵)`,
      width: CONTENT_WIDTH - 391,
      align: 'right',
      cell: (f) => (f.previous === null ? '' : money(f.previous)),
    },
  ];
  await pdf.table(columns, figures, { size: 9.5, stripes: false });
  pdf.facts([
    ['Transactions', groupedCount(s.transactionCount)],
    [UNCATEGORIZED_NAME, groupedCount(s.uncategorisedCount)],
    ['Payments over ₵500', groupedCount(s.spendsAbove500)],
  ]);
}

async function categories(pdf: PdfWriter, data: ReportData): Promise<void> {
  pdf.heading('Spending by category');
  const rows = data.categories.categories;
  const compared = comparedLabel(data);
  if (rows.length === 0) {
    pdf.paragraph('No spending in this period.');
    return;
  }
  await pdf.table(
    [
      { header: 'Category', width: 191, maxLines: 2, cell: categoryName },
      { header: 'Spent (₵)', width: 90, align: 'right', cell: (c) => money(c.spent) },
      { header: 'Share', width: 60, align: 'right', cell: (c) => percent(c.share) },
      ...(compared === null
        ? []
        : [
            {
              header: `${compared} (₵)`,
              width: 100,
              align: 'right' as const,
              cell: (c: (typeof rows)[number]) => money(c.previousSpent),
            },
            {
              header: 'Change',
              width: 90,
              align: 'right' as const,
              cell: (c: (typeof rows)[number]) => percent(c.change),
            },
          ]),
    ],
    rows,
    { size: 9 },
  );
  pdf.paragraph(`Total spent: ₵${money(data.categories.spent)}`, { bold: true });
}

async function fees(pdf: PdfWriter, data: ReportData): Promise<void> {
  const { fees: f } = data;
  pdf.heading('Fees and E-Levy');
  if (f.byType.length === 0) {
    pdf.paragraph('No fees or E-Levy in this period.');
    return;
  }
  pdf.facts([
    ['Fees', `₵${money(f.fees)}`],
    ['E-Levy', `₵${money(f.tax)}`],
    ['Fees and E-Levy', `₵${money(f.total)}`],
    ['Share of spending', percent(f.shareOfSpending)],
  ]);
  await pdf.table(
    [
      { header: 'Kind of transaction', width: 171, cell: (g) => g.label },
      { header: 'Transactions', width: 80, align: 'right', cell: (g) => groupedCount(g.count) },
      { header: 'Fees (₵)', width: 90, align: 'right', cell: (g) => money(g.fees) },
      { header: 'E-Levy (₵)', width: 90, align: 'right', cell: (g) => money(g.tax) },
      {
        header: 'Total (₵)',
        width: CONTENT_WIDTH - 431,
        align: 'right',
        cell: (g) => money(g.total),
      },
    ],
    f.byType,
    { size: 9 },
  );
  if (f.byMonth.length > 1) {
    pdf.paragraph('Month by month', { bold: true });
    await pdf.table(
      [
        { header: 'Month', width: 171, cell: (m) => monthLabel(m.month) },
        { header: 'Fees (₵)', width: 170, align: 'right', cell: (m) => money(m.fees) },
        { header: 'E-Levy (₵)', width: 170, align: 'right', cell: (m) => money(m.tax) },
      ],
      f.byMonth,
      { size: 9 },
    );
  }
  if (f.top.length > 0) {
    pdf.paragraph('The transactions that cost the most', { bold: true });
    await pdf.table(
      [
        { header: 'Date', width: 70, cell: (t) => dayLabel(t.dateTime) },
        { header: 'Type', width: 90, maxLines: 2, cell: (t) => transactionTypeLabel(t.type) },
        { header: 'Recipient', width: 160, maxLines: 2, cell: (t) => t.recipient },
        { header: 'Amount (₵)', width: 80, align: 'right', cell: (t) => money(t.amount) },
        { header: 'Fees', width: 65, align: 'right', cell: (t) => money(t.fees) },
        { header: 'E-Levy', width: CONTENT_WIDTH - 465, align: 'right', cell: (t) => money(t.tax) },
      ],
      f.top,
      { size: 9 },
    );
  }
}

async function recipients(pdf: PdfWriter, data: ReportData): Promise<void> {
  const { recipients: r } = data;
  pdf.heading('Top recipients');
  if (r.items.length === 0) {
    pdf.paragraph('No payments to people in this period.');
    return;
  }
  pdf.facts([
    ['People paid', groupedCount(r.totalRecipients)],
    ['Paid to them', `₵${money(r.totalSpent)}`],
    ['Average per person', `₵${money(r.averagePerRecipient)}`],
  ]);
  await pdf.table(
    [
      { header: 'Number', width: 80, whole: true, cell: (p) => p.number },
      {
        header: 'Name',
        width: 190,
        maxLines: 3,
        cell: (p) => [
          p.latestAccountName,
          ...(p.otherNames.length > 0 ? [`also ${p.otherNames.join(', ')}`] : []),
        ],
      },
      {
        header: 'Payments',
        width: 70,
        align: 'right',
        cell: (p) => groupedCount(p.transactionCount),
      },
      { header: 'Total (₵)', width: 95, align: 'right', cell: (p) => money(p.totalSpent) },
      {
        header: 'Latest',
        width: CONTENT_WIDTH - 435,
        align: 'right',
        cell: (p) => dayLabel(p.latestDate),
      },
    ],
    r.items,
    { size: 9 },
  );
  if (r.totalRecipients > r.items.length) {
    pdf.paragraph(`The ${r.items.length} paid the most of ${groupedCount(r.totalRecipients)}.`, {
      muted: true,
    });
  }
}

async function flagged(pdf: PdfWriter, data: ReportData): Promise<void> {
  const { flags } = data;
  pdf.heading('Flagged expenses');
  if (flags.items.length === 0) {
    pdf.paragraph('No flagged expenses in this period.');
    return;
  }
  pdf.paragraph(
    `Payments out that SikaLens flags for a second look: ${Object.values(FLAG_LABELS).join('; ')}. Reviewed: ones you have marked as checked.`,
    { muted: true },
  );
  pdf.facts([
    [
      'Flagged, not reviewed',
      `${groupedCount(flags.counts.flagged)} (₵${money(flags.counts.flaggedAmount)})`,
    ],
    ['Reviewed', groupedCount(flags.counts.reviewed)],
  ]);
  const note = flagsNote(data);
  if (note) pdf.paragraph(note, { muted: true });
  await pdf.table(
    [
      {
        header: 'Date',
        width: 62,
        maxLines: 2,
        cell: (f) => [dayLabel(f.transaction.dateTime), timeLabel(f.transaction.dateTime)],
      },
      {
        header: 'Transaction ID',
        width: 72,
        whole: true,
        cell: (f) => f.transaction.transactionId,
      },
      { header: 'Recipient', width: 150, maxLines: 2, cell: (f) => f.transaction.recipient },
      {
        header: 'Amount (₵)',
        width: 72,
        align: 'right',
        cell: (f) => money(f.transaction.amount),
      },
      {
        header: 'Why',
        width: 120,
        maxLines: 2,
        cell: (f) => f.flags.map((k) => FLAG_SHORT[k]).join(', '),
      },
      { header: 'Reviewed', width: CONTENT_WIDTH - 476, cell: (f) => (f.reviewed ? 'Yes' : 'No') },
    ],
    flags.items,
    { size: 8.5 },
  );
}

// The widths add up to the page: date, ID (and wallet), type, counterparty, category, money.
function transactionColumns(data: ReportData): Column<ReportTransaction>[] {
  return [
    {
      header: 'Date',
      width: 48,
      maxLines: 2,
      cell: (t) => [t.dateTime.slice(0, 10), timeLabel(t.dateTime)],
    },
    {
      header: 'Transaction ID',
      width: 60,
      whole: true,
      cell: (t) => t.transactionId,
    },
    {
      header: 'Type',
      width: 58,
      maxLines: 3,
      cell: (t) => [
        transactionTypeLabel(t.type),
        ...(data.manyWallets ? [t.walletLabel] : []),
        ...(t.ownTransfer ? ['own wallets'] : []),
      ],
    },
    {
      header: 'To / from',
      width: 118,
      maxLines: 3,
      cell: (t) => {
        const name = t.accountName.trim();
        const number = t.toFrom.trim();
        return [
          name || number,
          ...(name && number && number !== name ? [number] : []),
          ...(t.reference.trim() ? [`Ref: ${t.reference.trim()}`] : []),
        ];
      },
    },
    {
      header: 'Category',
      width: 58,
      maxLines: 2,
      cell: (t) => t.category?.name ?? UNCATEGORIZED_NAME,
    },
    { header: 'Amount (₵)', width: 55, align: 'right', cell: (t) => money(t.amount) },
    { header: 'Fees', width: 36, align: 'right', cell: (t) => money(t.fees) },
    { header: 'E-Levy', width: 36, align: 'right', cell: (t) => money(t.tax) },
    {
      header: 'Balance',
      width: CONTENT_WIDTH - 469,
      align: 'right',
      cell: (t) => money(t.balance),
    },
  ];
}

async function transactions(pdf: PdfWriter, data: ReportData): Promise<void> {
  pdf.heading(`Transactions (${groupedCount(data.transactionCount)})`);
  if (data.transactions.length === 0) {
    pdf.paragraph('No transactions in this period.');
    return;
  }
  const note = truncationNote(data);
  if (note) pdf.paragraph(note, { bold: true });
  pdf.paragraph('Oldest first. Amounts are signed: money in is positive, money out negative.', {
    muted: true,
  });
  await pdf.table(transactionColumns(data), data.transactions, { size: 7.5 });
}
