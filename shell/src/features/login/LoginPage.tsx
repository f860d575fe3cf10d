import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ArrowLeft } from 'lucide-react';
import {
  ApiError,
  errorMessage,
  fieldOfServerError,
  useSendOtp,
  useVerifyOtp,
  type SendOtpResult,
} from '@sikalens/api-client';
import { useAuth, useToast } from '@sikalens/shared-ui';
import { Brand } from '../layout/Brand';
import { ThemeToggle } from '../layout/ThemeToggle';
import { revealApp } from '../../prerendered';
import { CooldownNote } from './components/CooldownNote';
import { otpCode } from './components/OtpInput';
import { RegisterForm } from './components/RegisterForm';
import { SignInForm } from './components/SignInForm';
import { VerifyStep } from './components/VerifyStep';
import { useCooldown } from './hooks/useCooldown';
import { useOtpForm, type OtpValues } from './hooks/useOtpForm';
import { useValidatedForm } from './hooks/useValidatedForm';
import { registerTarget, sendOtpBody, verifyOtpBody, type OtpTarget } from './utils/otp-target';
import {
  EMPTY_REGISTER,
  EMPTY_SIGN_IN,
  validateRegister,
  validateSignIn,
  type RegisterValues,
  type SignInValues,
} from './utils/validation';

export const TAGLINE = 'See It. Control It. Spend Better.';

// The channels the code actually went to, in words (issue 27): the spec's "phone and email" only
// when it went to both.
function channelWords(channels: readonly ('sms' | 'email')[] | undefined): string {
  const phone = channels?.includes('sms') ?? true;
  const email = channels?.includes('email') ?? true;
  if (phone && email) return 'phone and email';
  return phone ? 'phone' : 'email';
}

type LoginMode = 'signIn' | 'register';

// Each mode has its own address (issue 30): /signup creates an account, /login (and any page that
// asks a signed-out visitor to sign in) signs in. The link between them changes the address.
export const SIGN_UP_PATH = '/signup';
export const SIGN_IN_PATH = '/login';
const modeOf = (pathname: string): LoginMode => (pathname === SIGN_UP_PATH ? 'register' : 'signIn');
type SentCode = { target: OtpTarget; destination: SendOtpResult };
type Refused =
  { kind: 'signIn'; field: keyof SignInValues } | { kind: 'register'; field: keyof RegisterValues };

const SIGN_IN_FIELDS = Object.keys(EMPTY_SIGN_IN) as (keyof SignInValues)[];
const REGISTER_FIELDS = Object.keys(EMPTY_REGISTER) as (keyof RegisterValues)[];

export function LoginPage() {
  // The live form takes the prerendered one's place once it has rendered, with what was typed.
  useEffect(revealApp, []);
  const mode = modeOf(useLocation().pathname);
  // Spec: switching mode clears every field and returns to the first step: a new form per mode.
  return <LoginCard key={mode} mode={mode} />;
}

function LoginCard({ mode }: { mode: LoginMode }) {
  const navigate = useNavigate();
  const { login } = useAuth();
  const { toast } = useToast();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();

  // A code asked for too soon: the wait, counted down under the button that sends one.
  const cooldown = useCooldown();
  // The forms live here, not in the steps: 'Change details' comes back to what was typed.
  const signInForm = useValidatedForm<SignInValues>(EMPTY_SIGN_IN, validateSignIn);
  const registerForm = useValidatedForm<RegisterValues>(EMPTY_REGISTER, validateRegister);
  const codeForm = useOtpForm();
  const { clearCode, refuseCode } = codeForm;
  const [sent, setSent] = useState<SentCode | null>(null);
  // The field a refusal is about takes the focus once the details step shows (coming back from
  // the code step it is not there yet), so its message is read out, as the toast's was.
  // (Set with the step change, so the field is there when this runs; a new object per refusal.)
  const [refused, setRefused] = useState<Refused | null>(null);
  useEffect(() => {
    if (!refused) return;
    if (refused.kind === 'signIn') signInForm.setFocus(refused.field);
    else registerForm.setFocus(refused.field);
  }, [refused, signInForm, registerForm]);

  // A refusal about one of the details typed (a taken phone, an e-mail the API does not accept)
  // shows under that field, on the details step (also when it came from Resend or Verify, as the
  // details are what must change). False when it names no field of the form: the caller toasts.
  const showUnderField = (target: OtpTarget, error: unknown): boolean => {
    const message = errorMessage(error);
    if (target.kind === 'signIn') {
      const field = fieldOfServerError(error, SIGN_IN_FIELDS);
      if (!field) return false;
      signInForm.setError(field, { type: 'server', message });
      setRefused({ kind: 'signIn', field });
    } else {
      const field = fieldOfServerError(error, REGISTER_FIELDS);
      if (!field) return false;
      registerForm.setError(field, { type: 'server', message });
      setRefused({ kind: 'register', field });
    }
    setSent(null);
    clearCode();
    return true;
  };

  const requestCode = (target: OtpTarget) => {
    sendOtp.mutate(sendOtpBody(target), {
      onSuccess: (destination) => {
        cooldown.clear();
        toast({
          title: 'Code sent',
          description: `Check your ${channelWords(destination.channels)} for the verification code${
            target.kind === 'register' ? ' to complete registration' : ''
          }.`,
          variant: 'success',
        });
        setSent({ target, destination });
        clearCode();
      },
      onError: (error) => {
        if (showUnderField(target, error)) return;
        if (cooldown.start(error)) return;
        // 'No account found … Create an account first.': the way there, on the toast.
        const noAccount = error instanceof ApiError && error.code === 'ACCOUNT_NOT_FOUND';
        toast({
          title: 'Error',
          description: errorMessage(error),
          variant: 'destructive',
          ...(noAccount
            ? { action: { label: 'Create an account', onClick: () => void navigate(SIGN_UP_PATH) } }
            : {}),
        });
      },
    });
  };

  const verify = ({ code }: OtpValues) => {
    if (!sent) return;
    verifyOtp.mutate(verifyOtpBody(sent.target, otpCode(code)), {
      onSuccess: ({ user }) => {
        login(user);
        toast({
          title: 'Welcome to SikaLens!',
          description: 'Login successful.',
          variant: 'success',
        });
        void navigate('/dashboard');
      },
      onError: (error) => {
        if (showUnderField(sent.target, error)) return;
        // Wrong, expired or too many tries: said under the boxes, which empty for the next try.
        refuseCode(errorMessage(error));
      },
    });
  };

  // Back from the code: the details as typed, in a form not yet submitted (as when first shown).
  const changeDetails = () => {
    setSent(null);
    clearCode();
    signInForm.reset(signInForm.getValues());
    registerForm.reset(registerForm.getValues());
  };

  const busy = sendOtp.isPending || verifyOtp.isPending;
  const subtitle = mode === 'signIn' ? 'Sign in to your account' : 'Create your free account';

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 50% -20%, ${theme.alpha((theme.vars ?? theme).palette.primary.main, 0.15)}, transparent 60%)`,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          px: { xs: 1, sm: 3 },
          py: 1,
        }}
      >
        <Button
          component={RouterLink}
          to="/"
          startIcon={<ArrowLeft size={16} />}
          color="inherit"
          size="small"
        >
          Home
        </Button>
        <ThemeToggle />
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, pb: { xs: 4, sm: 8 } }}>
        <Paper
          variant="outlined"
          sx={{
            width: '100%',
            maxWidth: 440,
            p: { xs: 2.5, sm: 4 },
            borderRadius: 4,
            boxShadow: { sm: 3 },
          }}
        >
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              mb: 3,
            }}
          >
            <Brand compact />
            <Typography variant="h2" component="h1" sx={{ mt: 1.5 }}>
              SikaLens
            </Typography>
            <Typography variant="body2" color="primary" sx={{ fontWeight: 600, mt: 0.5 }}>
              {TAGLINE}
            </Typography>
            {sent ? null : (
              <Typography variant="body1" color="text.secondary" sx={{ mt: 2 }}>
                {subtitle}
              </Typography>
            )}
          </Box>

          {sent ? (
            <VerifyStep
              maskedPhone={sent.destination.maskedPhone}
              maskedEmail={sent.destination.maskedEmail}
              channels={sent.destination.channels ?? []}
              form={codeForm}
              onVerify={verify}
              onResend={() => requestCode(sent.target)}
              onBack={changeDetails}
              verifying={verifyOtp.isPending}
              resending={sendOtp.isPending}
              waiting={cooldown.active}
            />
          ) : mode === 'signIn' ? (
            <SignInForm
              form={signInForm}
              onSubmit={({ identifier }) => requestCode({ kind: 'signIn', identifier })}
              sending={sendOtp.isPending}
              waiting={cooldown.active}
            />
          ) : (
            <RegisterForm
              form={registerForm}
              onSubmit={(values) => requestCode(registerTarget(values))}
              sending={sendOtp.isPending}
              waiting={cooldown.active}
            />
          )}
          <CooldownNote cooldown={cooldown} />

          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
            {mode === 'signIn' ? "Don't have an account? " : 'Already have an account? '}
            <Link
              component={RouterLink}
              to={mode === 'signIn' ? SIGN_UP_PATH : SIGN_IN_PATH}
              // Not while a code is on its way: the answer would land on the other form.
              aria-disabled={busy || undefined}
              onClick={(event) => {
                if (busy) event.preventDefault();
              }}
              sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
            >
              {mode === 'signIn' ? 'Create one' : 'Sign in'}
            </Link>
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
