import { useState, type DragEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import { ArrowLeft, FileUp } from 'lucide-react';
import { PageHeader, useToast } from '@sikalens/shared-ui';
import { MomoInstructions } from './MomoInstructions';
import { checkFile } from '../utils/checkFiles';

export function UploadPage() {
  const { toast } = useToast();
  const [dragging, setDragging] = useState(false);
  // Wallets arrive with the wallets issue; until one is chosen, files are refused as the spec says.
  const walletId: string | null = null;

  const onFiles = (files: File[]) => {
    if (!walletId) {
      toast({
        title: 'Select Wallet',
        description: 'Please select a wallet before uploading files.',
        variant: 'destructive',
      });
      return;
    }
    for (const file of files) {
      const problem = checkFile(file);
      if (problem) toast({ ...problem, variant: 'destructive' });
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <>
      <Button
        component={RouterLink}
        to="/dashboard"
        startIcon={<ArrowLeft size={18} />}
        sx={{ mb: 2 }}
      >
        Back to Dashboard
      </Button>
      <PageHeader
        title="Upload PDF"
        subtitle="Upload your MTN MoMo statement to see every transaction."
      />
      <Stack spacing={3}>
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
          <Button variant="contained" component="label" disabled={!walletId}>
            Choose PDF File
            <input
              hidden
              type="file"
              accept="application/pdf"
              multiple
              onChange={(event) => onFiles(Array.from(event.target.files ?? []))}
            />
          </Button>
        </Box>
        <MomoInstructions />
      </Stack>
    </>
  );
}
