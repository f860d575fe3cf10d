import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  errorMessage,
  useDeleteAccount,
  useSendAccountDeletionCode,
  type SendOtpResult,
} from '@sikalens/api-client';
import { formatPhone, useAuth, useToast } from '@sikalens/shared-ui';
import { CooldownNote } from '../../login/components/CooldownNote';
import { OtpField } from '../../login/components/OtpField';
import { isCompleteOtp, otpCode } from '../../login/components/OtpInput';
import { useCooldown } from '../../login/hooks/useCooldown';
import { useCompleteOtp, useOtpForm } from '../../login/hooks/useOtpForm';

type DeleteAccountDialogProps = { open: boolean; onClose: () => void };

const sentTo = (sent: SendOtpResult) =>
  [sent.maskedPhone && formatPhone(sent.maskedPhone, { international: true }), sent.maskedEmail]
    .filter(Boolean)
    .join(' and ') || 'your phone and e-mail';

// The stronger confirmation: a code sent to the account's own phone and e-mail.
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { logout } = useAuth();
  const { toast } = useToast();
  const send = useSendAccountDeletionCode();
  const remove = useDeleteAccount();
  const [sent, setSent] = useState<SendOtpResult | null>(null);
  const codeForm = useOtpForm();
  const { control, handleSubmit, clearCode, refuseCode } = codeForm;
  const complete = useCompleteOtp(control);
  const busy = send.isPending || remove.isPending;
  // A code asked for too soon: the wait, counted down under the buttons (issue 30).
  const cooldown = useCooldown();
  const fail = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  const sendCode = () =>
    send.mutate(undefined, {
      onSuccess: (result) => {
        cooldown.clear();
        clearCode();
        setSent(result);
      },
      onError: (error) => {
        if (!cooldown.start(error)) fail('Error')(error);
      },
    });

  const confirm = handleSubmit(({ code }) => {
    if (!isCompleteOtp(code) || busy) return;
    remove.mutate(otpCode(code), {
      onSuccess: () => {
        logout();
        toast({
          title: 'Account Deleted',
          description: 'Your SikaLens account and all its data are gone.',
        });
      },
      onError: (error) => refuseCode(errorMessage(error)),
    });
  });

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void confirm(event)} aria-label="Delete account">
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="error">
            This deletes your account, wallets, categories, statements, every transaction, your
            payment history and your sessions at once. It cannot be undone.
          </Alert>
          {sent === null ? (
            <DialogContentText>
              To confirm, we will send a 6-digit code to the phone and e-mail on your account.
            </DialogContentText>
          ) : (
            <Stack spacing={2}>
              <DialogContentText>
                Enter the code we sent to <strong>{sentTo(sent)}</strong>.
              </DialogContentText>
              <OtpField form={codeForm} disabled={remove.isPending} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {sent === null ? (
            <Button
              variant="contained"
              color="error"
              onClick={sendCode}
              loading={send.isPending}
              disabled={cooldown.active}
            >
              Send code
            </Button>
          ) : (
            <>
              <Button
                onClick={sendCode}
                loading={send.isPending}
                disabled={remove.isPending || cooldown.active}
              >
                Resend code
              </Button>
              <Button
                type="submit"
                variant="contained"
                color="error"
                disabled={!complete || send.isPending}
                loading={remove.isPending}
              >
                Delete my account
              </Button>
            </>
          )}
        </DialogActions>
        <CooldownNote cooldown={cooldown} inDialog />
      </form>
    </Dialog>
  );
}
