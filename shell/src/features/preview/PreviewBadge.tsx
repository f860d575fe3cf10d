import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Eye } from 'lucide-react';
import { federationState } from '../../mf/start';
import { PREVIEW_RESET_PARAM } from '../../mf/preview';

// A visible badge whenever a remote is overridden for this tab, with a reset.
export function PreviewBadge() {
  const { preview, previewRejected } = federationState();
  const [rejectionShown, setRejectionShown] = useState(previewRejected !== null);

  const reset = () => {
    const url = new URL(window.location.href);
    url.searchParams.set(PREVIEW_RESET_PARAM, '1');
    window.location.assign(url.toString());
  };

  return (
    <>
      {preview ? (
        <Chip
          data-testid="preview-badge"
          color="warning"
          icon={<Eye size={16} />}
          label={`Preview: ${preview.remote} from ${new URL(preview.url).host}`}
          onDelete={reset}
          deleteIcon={
            <Button size="small" color="inherit">
              Reset
            </Button>
          }
          sx={{
            position: 'fixed',
            top: 8,
            left: '50%',
            transform: 'translateX(-50%)',
            zIndex: 2000,
            boxShadow: 3,
          }}
        />
      ) : null}
      {rejectionShown && previewRejected ? (
        <Alert
          severity="warning"
          onClose={() => setRejectionShown(false)}
          sx={{
            position: 'fixed',
            top: 8,
            left: 8,
            right: 8,
            zIndex: 2000,
            maxWidth: 560,
            mx: 'auto',
          }}
        >
          Preview ignored: {previewRejected}
        </Alert>
      ) : null}
    </>
  );
}
