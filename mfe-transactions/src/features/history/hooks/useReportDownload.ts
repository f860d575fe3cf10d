import {
  errorMessage,
  useDownloadReport,
  type InsightsPeriod,
  type ReportFormat,
} from '@sikalens/api-client';
import { downloadFile, useToast } from '@sikalens/shared-ui';

// Pro's premium export, downloaded the way the CSV export is (a blob named by the server), with
// the same toast when it fails.
export function useReportDownload(walletId: string) {
  const download = useDownloadReport();
  const { toast } = useToast();
  const start = (format: ReportFormat, period: InsightsPeriod) =>
    download.mutate(
      { format, period, walletId },
      {
        onSuccess: ({ blob, fileName }) => downloadFile(blob, fileName),
        onError: (error) =>
          toast({
            title: 'Export Failed',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  // One report at a time: the one being prepared, if any.
  const preparing: ReportFormat | null = download.isPending ? download.variables.format : null;
  return { start, preparing };
}
