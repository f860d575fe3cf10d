import { downloadExcelReport, downloadPdfReport } from '../generated/sdk.gen';
import { configureApiClient } from '../core/configure';
import type { InsightsScope } from '../insights/insights-api';

configureApiClient();

// Pro's premium export: a period's report as a PDF or an Excel workbook.
export type ReportFormat = 'pdf' | 'xlsx';
export type ReportRequest = InsightsScope & { format: ReportFormat };
export type ReportFile = { blob: Blob; fileName: string };

const DOWNLOADS = { pdf: downloadPdfReport, xlsx: downloadExcelReport };

export const reportsApi = {
  // The file, named by the server (sikalens-report-{period}.pdf or .xlsx).
  download: async ({ format, period, walletId }: ReportRequest): Promise<ReportFile> => {
    const { data, response } = await DOWNLOADS[format]({
      query: { ...(period ? { period } : {}), ...(walletId ? { walletId } : {}) },
      parseAs: 'blob',
      throwOnError: true,
    });
    const disposition = response.headers.get('Content-Disposition') ?? '';
    const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `sikalens-report.${format}`;
    return { blob: data, fileName };
  },
};
