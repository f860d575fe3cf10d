import Button from '@mui/material/Button';
import { Link as RouterLink } from '@sikalens/router';
import { supportHref } from '@sikalens/shared-ui';

// A statement that failed: Help & Support's form, about this upload and its error (issue 29).
// The upload rows and the processing overlay both offer it.
export function SendToSupport({
  uploadId,
  errorCode,
}: {
  uploadId: string;
  errorCode: string | null;
}) {
  return (
    <Button
      component={RouterLink}
      to={supportHref({ topic: 'statement-import', uploadId, errorCode })}
      size="small"
      sx={{ justifySelf: 'start', minHeight: 44 }}
    >
      Send it to support
    </Button>
  );
}
