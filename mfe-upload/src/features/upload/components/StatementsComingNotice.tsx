import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BellRing, Check } from 'lucide-react';
import {
  errorMessage,
  PROVIDER_NAMES,
  useSetStatementInterest,
  useStatementSupport,
  type ComingProvider,
} from '@sikalens/api-client';
import { useToast } from '@sikalens/shared-ui';

type StatementsComingNoticeProps = { provider: ComingProvider };

// Issue 29, item 4: a wallet of a network whose statements are not read yet. Said before anything
// is sent (the upload stays off), with an offer to hear when they are, which can be taken back.
export function StatementsComingNotice({ provider }: StatementsComingNoticeProps) {
  const network = PROVIDER_NAMES[provider];
  const support = useStatementSupport();
  const setInterest = useSetStatementInterest();
  const { toast } = useToast();
  const notify = support.data?.find((entry) => entry.provider === provider)?.notify ?? false;

  const ask = (next: boolean) =>
    setInterest.mutate(
      { provider, notify: next },
      {
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Alert severity="info" role="status" icon={<BellRing size={20} />}>
      <AlertTitle>{network} statements are not read yet.</AlertTitle>
      <Typography variant="body2">
        SikaLens reads MTN MoMo statements today; {network} is coming. Choose an MTN wallet to
        upload now.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        {notify ? (
          <>
            <Typography
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
            >
              <Check size={16} aria-hidden />
              {"We'll let you know"}
            </Typography>
            <Button
              size="small"
              sx={{ minHeight: 44 }}
              color="inherit"
              loading={setInterest.isPending}
              disabled={support.isLoading}
              onClick={() => ask(false)}
            >
              Undo
            </Button>
          </>
        ) : (
          <Button
            size="small"
            sx={{ minHeight: 44 }}
            variant="outlined"
            color="inherit"
            loading={setInterest.isPending}
            disabled={support.isLoading}
            onClick={() => ask(true)}
          >
            {"Let me know when it's ready"}
          </Button>
        )}
      </Box>
    </Alert>
  );
}
