import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  fieldOfServerError,
  useSendContactCode,
  useVerifyContact,
} from '@sikalens/api-client';
import { formatPhone, useAuth, useToast } from '@sikalens/shared-ui';
import { CooldownNote } from '../../login/components/CooldownNote';
import { OtpField } from '../../login/components/OtpField';
import { isCompleteOtp, otpCode } from '../../login/components/OtpInput';
import { useCooldown } from '../../login/hooks/useCooldown';
import { useCompleteOtp, useOtpForm } from '../../login/hooks/useOtpForm';
import { blurOnceTyped, useValidatedForm } from '../../login/hooks/useValidatedForm';
import { GHANA_PREFIX, toLocalPhoneDigits } from '../../login/utils/validation';
import { validateContact, type ContactKind, type ContactValues } from '../utils/profile-validation';

type ChangeContactDialogProps = {
  kind: ContactKind;
  open: boolean;
  onClose: () => void;
  // Verifying the contact on file, not yet proven (issue 27): the same flow with it filled in.
  current?: string | null;
};

const WORDS = {
  phone: { title: 'Change Phone Number', label: 'New phone number', done: 'Phone Number Updated' },
  email: { title: 'Change E-mail', label: 'New e-mail address', done: 'E-mail Updated' },
} as const;
// Where the approval code went: the account's current proven contacts, named by channel only.
function approvalPlaces(channels: ('sms' | 'email')[]): string {
  const places = channels.map((channel) => (channel === 'sms' ? 'phone number' : 'e-mail'));
  return `your current ${places.join(' and ')}`;
}

const VERIFY_WORDS = {
  phone: { title: 'Verify Phone Number', label: 'Phone number', done: 'Phone Number Verified' },
  email: { title: 'Verify E-mail', label: 'E-mail address', done: 'E-mail Verified' },
} as const;

// A new phone or e-mail counts only once a code sent to it comes back (the sign-in code's limits).
export function ChangeContactDialog({ kind, open, onClose, current }: ChangeContactDialogProps) {
  const verifying = typeof current === 'string' && current !== '';
  const words = verifying ? VERIFY_WORDS[kind] : WORDS[kind];
  const { refreshUser } = useAuth();
  const { toast } = useToast();
  const send = useSendContactCode();
  const verify = useVerifyContact();
  const contactForm = useValidatedForm<ContactValues>(
    { value: verifying ? (kind === 'phone' ? toLocalPhoneDigits(current) : current) : '' },
    validateContact(kind),
  );
  const codeForm = useOtpForm();
  const { clearCode, refuseCode } = codeForm;
  const complete = useCompleteOtp(codeForm.control);
  // Issue 27: a change also needs the code sent to the current phone and e-mail, so that a stolen
  // session alone cannot take the account.
  const approvalForm = useOtpForm();
  const approvalComplete = useCompleteOtp(approvalForm.control);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [approval, setApproval] = useState<('sms' | 'email')[] | null>(null);
  // The contact as typed: both steps (and Resend) use it.
  const typed = () => contactForm.getValues('value').trim();
  const target = () =>
    kind === 'phone' ? { phone: `${GHANA_PREFIX}${typed()}` } : { email: typed() };
  const busy = send.isPending || verify.isPending;
  // A code asked for too soon: the wait, counted down under the buttons (issue 30).
  const cooldown = useCooldown();

  // The field takes the focus once the first step shows again, so its message is read out.
  // (Set with the step change, so the field is there when this runs: one more per refusal.)
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) contactForm.setFocus('value');
  }, [refusals, contactForm]);

  // The API names the new contact `phone` or `email`; here it is the form's one field. A refusal
  // about it (already yours, taken, not accepted) shows under that field, back on the first step
  // when it came from Resend or Verify. False when it is about something else: the caller toasts.
  const showUnderField = (error: unknown): boolean => {
    if (!fieldOfServerError(error, [kind])) return false;
    setSentTo(null);
    contactForm.setError('value', { type: 'server', message: errorMessage(error) });
    setRefusals((count) => count + 1);
    return true;
  };

  const sendCode = () =>
    send.mutate(target(), {
      onSuccess: (result) => {
        cooldown.clear();
        clearCode();
        approvalForm.clearCode();
        setApproval(result.approval?.channels ?? null);
        const phone =
          result.maskedPhone && formatPhone(result.maskedPhone, { international: true });
        setSentTo(phone || result.maskedEmail || typed());
        toast({
          title: 'Code sent',
          description: `We sent a code to ${phone || result.maskedEmail || 'you'}.`,
        });
      },
      onError: (error) => {
        if (showUnderField(error)) return;
        if (cooldown.start(error)) return;
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
      },
    });

  const submitContact = contactForm.handleSubmit(() => {
    if (!busy) sendCode();
  });

  const submitCode = codeForm.handleSubmit(({ code }) => {
    const approvalCode = approvalForm.getValues('code');
    if (!isCompleteOtp(code) || busy) return;
    if (approval !== null && !isCompleteOtp(approvalCode)) return;
    verify.mutate(
      {
        ...target(),
        code: otpCode(code),
        ...(approval === null ? {} : { approvalCode: otpCode(approvalCode) }),
      },
      {
        onSuccess: () => {
          void refreshUser();
          toast({ title: words.done, variant: 'success' });
          onClose();
        },
        onError: (error) => {
          // A refused approval code is said under its own boxes; the other code stays typed.
          if (fieldOfServerError(error, ['approvalCode'])) {
            approvalForm.refuseCode(errorMessage(error));
            return;
          }
          clearCode();
          if (showUnderField(error)) return;
          refuseCode(errorMessage(error));
        },
      },
    );
  });

  const error = contactForm.formState.errors.value?.message;
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{words.title}</DialogTitle>
      {sentTo === null ? (
        <form noValidate onSubmit={(event) => void submitContact(event)} aria-label={words.title}>
          <DialogContent sx={{ pt: 0 }}>
            <DialogContentText sx={{ mb: 2 }}>
              {verifying
                ? `This ${kind === 'phone' ? 'number' : 'address'} is not verified yet, so SikaLens sends it nothing: no sign-in codes, alerts or messages. We will send a 6-digit code to it.`
                : `We will send a 6-digit code to the new ${kind === 'phone' ? 'number' : 'address'}. It replaces the current one once you enter the code.`}
            </DialogContentText>
            {/* Controlled: a phone keeps only the 9 digits after +233, as on registration. */}
            <Controller
              control={contactForm.control}
              name="value"
              render={({ field }) => (
                <TextField
                  label={words.label}
                  name={field.name}
                  value={field.value}
                  inputRef={field.ref}
                  autoFocus={!verifying}
                  type={kind === 'phone' ? 'tel' : 'email'}
                  autoComplete={kind === 'phone' ? 'tel-national' : 'email'}
                  placeholder={kind === 'phone' ? '241234567' : 'kwame@example.com'}
                  onChange={(event) =>
                    field.onChange(
                      kind === 'phone'
                        ? toLocalPhoneDigits(event.target.value)
                        : event.target.value,
                    )
                  }
                  onBlur={blurOnceTyped(field)}
                  error={Boolean(error)}
                  helperText={error}
                  required
                  fullWidth
                  disabled={busy}
                  slotProps={
                    kind === 'phone'
                      ? {
                          input: {
                            readOnly: verifying,
                            startAdornment: (
                              <InputAdornment position="start">{GHANA_PREFIX}</InputAdornment>
                            ),
                          },
                          htmlInput: { inputMode: 'numeric' },
                        }
                      : { input: { readOnly: verifying } }
                  }
                />
              )}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant="contained"
              loading={send.isPending}
              disabled={cooldown.active}
            >
              Send code
            </Button>
          </DialogActions>
          <CooldownNote cooldown={cooldown} inDialog />
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submitCode(event)}
          aria-label="Enter verification code"
        >
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2}>
              <DialogContentText>
                Enter the 6-digit code we sent to <strong>{sentTo}</strong>.
              </DialogContentText>
              <OtpField form={codeForm} disabled={verify.isPending} />
              {approval === null ? null : (
                <>
                  <Typography variant="body2" color="text.secondary">
                    To approve the change, also enter the 6-digit code we sent to{' '}
                    <strong>{approvalPlaces(approval)}</strong>.
                  </Typography>
                  <OtpField
                    form={approvalForm}
                    disabled={verify.isPending}
                    label="Approval code"
                    autoFocus={false}
                  />
                </>
              )}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={() => setSentTo(null)} disabled={busy}>
              Back
            </Button>
            <Button
              onClick={sendCode}
              loading={send.isPending}
              disabled={verify.isPending || cooldown.active}
            >
              Resend code
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={!complete || (approval !== null && !approvalComplete) || send.isPending}
              loading={verify.isPending}
            >
              Verify
            </Button>
          </DialogActions>
          <CooldownNote cooldown={cooldown} inDialog />
        </form>
      )}
    </Dialog>
  );
}
