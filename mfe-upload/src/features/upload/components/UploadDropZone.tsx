import { useId, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { FileUp } from 'lucide-react';
import type { UploadBlock } from '../utils/upload-readiness';

// `block`: why no file can be chosen yet, said beside the button; null when one can.
type UploadDropZoneProps = { block: UploadBlock | null; onFiles: (files: File[]) => void };

// Drop or choose PDFs. Dropping works before a wallet is chosen so the page can say why it
// refuses the files (spec: 'Select Wallet').
export function UploadDropZone({ block, onFiles }: UploadDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const reasonId = useId();
  const enabled = block === null;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      data-testid="upload-dropzone"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 3,
        p: 4,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
      }}
    >
      <FileUp size={36} aria-hidden />
      <Typography>Drop your MoMo statement PDF here</Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'center',
          columnGap: 1.5,
          rowGap: 1,
        }}
      >
        <Button
          variant="contained"
          component="label"
          disabled={!enabled}
          aria-describedby={block ? reasonId : undefined}
        >
          Choose PDF File
          <input
            hidden
            type="file"
            accept="application/pdf"
            multiple
            disabled={!enabled}
            onChange={(event) => {
              onFiles(Array.from(event.target.files ?? []));
              // Choosing the same file again should upload it again.
              event.target.value = '';
            }}
          />
        </Button>
        {block ? (
          <Typography id={reasonId} variant="body2" color="text.secondary">
            {block.addWallet ? (
              <Link component={RouterLink} to="/dashboard" sx={{ fontWeight: 600 }}>
                {block.reason}
              </Link>
            ) : (
              block.reason
            )}
          </Typography>
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        PDF only, up to 10 MB each
      </Typography>
    </Box>
  );
}
