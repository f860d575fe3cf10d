import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SearchX, Users } from 'lucide-react';
import { errorMessage, type RecipientsPage } from '@sikalens/api-client';
import {
  EmptyState,
  Pagination,
  ListSkeleton,
  LoadError,
  UploadStatementButton,
} from '@sikalens/shared-ui';
import { ResultList } from '../../../components/ResultList';
import { RecipientRow } from './RecipientRow';

type RecipientsResultsProps = {
  data: RecipientsPage | undefined;
  loading: boolean;
  error: Error | null;
  busy: boolean;
  onRetry: () => void;
  onClearSearch: () => void;
  onPage: (page: number) => void;
};

// The list with its loading, error and empty states, and the page buttons.
export function RecipientsResults({
  data,
  loading,
  error,
  busy,
  onRetry,
  onClearSearch,
  onPage,
}: RecipientsResultsProps) {
  if (loading) {
    return <ListSkeleton label="Loading recipients" rowHeight={76} />;
  }
  if (!data) {
    return (
      <LoadError onRetry={onRetry}>Could not load your recipients. {errorMessage(error)}</LoadError>
    );
  }
  if (data.totalRecipients === 0) {
    return (
      <EmptyState
        icon={<Users size={32} />}
        title="No recipients yet"
        hint="Upload a statement to see who you send money to."
        action={<UploadStatementButton />}
      />
    );
  }
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={<SearchX size={32} />}
        title="No recipients match your search"
        hint="Try another name or part of the number."
        action={
          <Button variant="outlined" onClick={onClearSearch}>
            Clear Search
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      <ResultList label="Recipients" busy={busy}>
        {data.items.map((recipient) => (
          <RecipientRow key={recipient.number} recipient={recipient} />
        ))}
      </ResultList>
      <Pagination page={data.page} totalPages={data.totalPages} onPage={onPage} />
    </Stack>
  );
}
