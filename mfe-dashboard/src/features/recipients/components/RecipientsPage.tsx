import { MAX_SEARCH_LENGTH } from '../utils/recipients-params';
import { useCallback, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useRecipients } from '@sikalens/api-client';
import { PageHeader, SearchField } from '@sikalens/shared-ui';
import { useRecipientsParams } from '../hooks/useRecipientsParams';
import { PAGE_SIZE } from '../utils/recipients-params';
import { RecipientsOverview } from './RecipientsOverview';
import { RecipientsResults } from './RecipientsResults';

export function RecipientsPage() {
  const { params, update } = useRecipientsParams();
  const recipients = useRecipients({
    search: params.search.trim(),
    page: params.page,
    pageSize: PAGE_SIZE,
  });
  const resultsRef = useRef<HTMLDivElement>(null);
  // Stable, so a re-render while typing does not restart the search field's debounce.
  const search = useCallback((text: string) => update({ search: text }), [update]);

  const data = recipients.data;
  // A link past the last page (or a list that shrank) goes to the last page there is.
  const pastTheEnd = !!data && !recipients.isPlaceholderData && data.page > data.totalPages;
  useEffect(() => {
    if (pastTheEnd) update({ page: data.totalPages }, { replace: true });
  }, [pastTheEnd, data?.totalPages, update]);

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
        title="All Recipients"
        subtitle="Everyone you have sent money to by phone number."
      />
      <Stack spacing={3}>
        <RecipientsOverview data={data} loading={recipients.isPending} />
        {/* Searching needs someone to search for. */}
        {data?.totalRecipients === 0 ? null : (
          <SearchField
            value={params.search}
            onCommit={search}
            label="Search recipients"
            placeholder="Name or number"
            maxLength={MAX_SEARCH_LENGTH}
          />
        )}
        <Box ref={resultsRef} sx={{ scrollMarginTop: 80 }}>
          <RecipientsResults
            data={data}
            loading={recipients.isPending || pastTheEnd}
            error={recipients.error}
            busy={recipients.isPlaceholderData}
            onRetry={() => void recipients.refetch()}
            onClearSearch={() => update({ search: '' })}
            onPage={goToPage}
          />
        </Box>
      </Stack>
    </>
  );
}
