import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Download } from 'lucide-react';
import {
  ApiError,
  useSubscription,
  useTransactionPage,
  type Transaction,
} from '@sikalens/api-client';
import { HistoryLimitNotice, PageHeader } from '@sikalens/shared-ui';
import { useCsvExport } from '../hooks/useCsvExport';
import { useHistoryParams } from '../hooks/useHistoryParams';
import { hasFilters, NO_FILTERS, transactionFilters } from '../utils/history-params';
import { CategoryEditDialog } from './CategoryEditDialog';
import { HistoryFilters } from './HistoryFilters';
import { HistoryResults } from './HistoryResults';
import { ReportExportButtons } from './ReportExportButtons';
import { SummaryCards } from './SummaryCards';

export function TransactionsPage() {
  const { params, update } = useHistoryParams();
  const filters = transactionFilters(params);
  const history = useTransactionPage({ ...filters, page: params.page, pageSize: params.pageSize });
  const csv = useCsvExport(filters);
  const subscription = useSubscription();
  const [editing, setEditing] = useState<Transaction | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const data = history.data;
  // A link past the last page (or a list that shrank) goes to the last page there is.
  const pastTheEnd = !!data && !history.isPlaceholderData && data.page > data.totalPages;
  useEffect(() => {
    if (pastTheEnd) update({ page: data.totalPages }, { replace: true });
  }, [pastTheEnd, data?.totalPages, update]);

  // A link to a category or wallet deleted since (a bookmark, an old alert) shows every one
  // instead of an error that Retry cannot fix; the filter reads 'All' again.
  const gone = history.error instanceof ApiError ? history.error.code : null;
  useEffect(() => {
    if (gone === 'CATEGORY_NOT_FOUND') update({ category: '' }, { replace: true });
    else if (gone === 'WALLET_NOT_FOUND') update({ walletId: '' }, { replace: true });
  }, [gone, update]);

  const goToPage = (page: number) => {
    update({ page });
    // Scrolled past the top of the list (at the page buttons): the new page is read from its top.
    const results = resultsRef.current;
    if (results && results.getBoundingClientRect().top < 0) {
      results.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }
  };

  return (
    <>
      <PageHeader
        title="Transaction History"
        subtitle="Every transaction, fee and balance from your statements."
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="outlined"
              startIcon={<Download size={18} />}
              onClick={csv.start}
              disabled={csv.exporting || data?.totals.count === 0}
            >
              {csv.exporting ? 'Exporting…' : 'Export CSV'}
            </Button>
            <ReportExportButtons walletId={params.walletId} />
          </Box>
        }
      />
      <Stack spacing={3}>
        <HistoryLimitNotice usage={subscription.data?.usage} />
        <HistoryFilters params={params} onChange={update} />
        <SummaryCards totals={data?.totals} loading={history.isPending} />
        <Box ref={resultsRef} sx={{ scrollMarginTop: 80 }}>
          <HistoryResults
            data={data}
            loading={history.isPending || pastTheEnd}
            error={history.error}
            busy={history.isPlaceholderData}
            filtered={hasFilters(params)}
            onRetry={() => void history.refetch()}
            onClearFilters={() => update(NO_FILTERS)}
            onPage={goToPage}
            onPageSize={(pageSize) => update({ pageSize })}
            onEditCategory={setEditing}
          />
        </Box>
      </Stack>
      <CategoryEditDialog transaction={editing} onClose={() => setEditing(null)} />
    </>
  );
}
