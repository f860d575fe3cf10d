import { useState } from 'react';
import { Link as RouterLink, useNavigate } from '@sikalens/router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ArrowLeft } from 'lucide-react';
import {
  lazyDialog,
  PageHeader,
  StatementAllowanceNotice,
  statementAllowanceUsed,
  useToast,
} from '@sikalens/shared-ui';
import { PROVIDER_NAMES, useSubscription, useWallets } from '@sikalens/api-client';
import { useUploadQueue } from '../hooks/useUploadQueue';
import { checkFile } from '../utils/checkFiles';
import { onlyStatementWallet, uploadBlock } from '../utils/upload-readiness';
import { MomoInstructions } from './MomoInstructions';
import { RecentUploads } from './RecentUploads';
import { StatementsComingNotice } from './StatementsComingNotice';
import { UploadDropZone } from './UploadDropZone';
import { WalletSelect } from './WalletSelect';

// Shown once files are chosen: its code (the dialog, progress, the password retry) loads then, not
// with the page (the page's first-route budget, e2e/tests/performance-budget.spec.ts).
const ProcessingOverlay = lazyDialog(
  async () => (await import('./ProcessingOverlay')).ProcessingOverlay,
  ({ items }) => items.length > 0,
);

export function UploadPage() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const queue = useUploadQueue();
  const [chosenId, setWalletId] = useState('');
  const subscription = useSubscription();
  const wallets = useWallets();
  // Issue 30: the only wallet whose statements are read is chosen already (as if the user had
  // chosen it: it stays chosen should the wallets change), until another is.
  const only = onlyStatementWallet(wallets.data);
  if (chosenId === '' && only) setWalletId(only.id);
  const wallet =
    wallets.data?.find((candidate) => candidate.id === (chosenId || only?.id)) ?? undefined;
  const walletId = wallet?.id ?? '';
  // Issue 29, item 4: its network's statements are not read yet, so nothing is sent.
  const comingSoon = wallet && !wallet.statementsSupported ? wallet : null;

  const onFiles = (files: File[]) => {
    if (!walletId) {
      toast({
        title: 'Select Wallet',
        description: 'Please select a wallet before uploading files.',
        variant: 'destructive',
      });
      return;
    }
    if (comingSoon) {
      toast({
        title: 'Statements Coming Soon',
        description: `${PROVIDER_NAMES[comingSoon.provider]} statements are not read yet.`,
        variant: 'destructive',
      });
      return;
    }
    // Spec section 5: each file that is not a PDF or is over 10 MB is skipped with its reason.
    const accepted = files.filter((file) => {
      const problem = checkFile(file);
      if (problem) toast({ ...problem, variant: 'destructive' });
      return !problem;
    });
    if (accepted.length > 0) void queue.start(accepted, walletId);
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
        <StatementAllowanceNotice usage={subscription.data?.usage} />
        <WalletSelect walletId={walletId} onChange={setWalletId} />
        {comingSoon && comingSoon.provider !== 'MTN' ? (
          <StatementsComingNotice provider={comingSoon.provider} />
        ) : null}
        <UploadDropZone
          block={uploadBlock({
            wallets: wallets.data,
            wallet,
            allowanceUsed: statementAllowanceUsed(subscription.data?.usage),
          })}
          onFiles={onFiles}
        />
        <MomoInstructions />
        <RecentUploads />
      </Stack>
      <ProcessingOverlay
        items={queue.items}
        settled={queue.settled}
        anyCompleted={queue.anyCompleted}
        onRemove={queue.remove}
        onRetryWithPassword={(key, password) => void queue.retryWithPassword(key, password)}
        onRecheck={queue.recheck}
        onClose={queue.clear}
        onContinue={() => {
          queue.clear();
          void navigate('/dashboard');
        }}
      />
    </>
  );
}
