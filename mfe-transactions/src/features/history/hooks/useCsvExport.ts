import { errorMessage, useExportTransactions, type TransactionFilters } from '@sikalens/api-client';
import { downloadFile, useToast } from '@sikalens/shared-ui';

// Spec section 9: the CSV holds the filtered set (all pages), named by the server.
export function useCsvExport(filters: TransactionFilters) {
  const exportTransactions = useExportTransactions();
  const { toast } = useToast();
  const start = () =>
    exportTransactions.mutate(filters, {
      onSuccess: ({ blob, fileName }) => downloadFile(blob, fileName),
      onError: (error) =>
        toast({ title: 'Export Failed', description: errorMessage(error), variant: 'destructive' }),
    });
  return { start, exporting: exportTransactions.isPending };
}
