import { useEffect, useState } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError, errorMessage, useUndoContactChange } from '@sikalens/api-client';
import { formatPhone, useAuth } from '@sikalens/shared-ui';
import { revealApp } from '../../prerendered';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

// A refusal that trying again cannot change (a used, forged or expired link, or a contact that is
// someone else's now); a network error or a 429 may pass on another try.
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 409);

// The token rides after '#' (never sent to a server).
function readToken(): string | null {
  const token = window.location.hash.slice(1);
  return TOKEN.test(token) ? token : null;
}

// Once shown, the token leaves the address bar and the history, so it is not left on screen or in
// a shared screenshot. (Not while rendering: a render React restarts must still find it.)
function forgetToken(): void {
  if (window.location.hash === '') return;
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
}

// Issue 27: the page the previous phone or e-mail's alert links to. Nothing happens until the user
// confirms (a mail scanner that opens the link undoes nothing). Undoing signs everyone out, this
// browser too.
export function UndoChangePage() {
  const [token] = useState(readToken);
  // In place of the prerendered page (the landing page's, or the signed-in frame).
  useEffect(() => {
    revealApp();
    forgetToken();
  }, []);
  const undo = useUndoContactChange();
  const { refreshUser } = useAuth();
  const done = undo.data;
  const what = done?.contact === 'email' ? 'e-mail address' : 'phone number';
  const restored =
    done?.contact === 'email'
      ? done.restored
      : formatPhone(done?.restored ?? '', { international: true });

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent component={Stack} spacing={2} sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1">
            {done ? 'Change undone' : 'Undo a change to your account'}
          </Typography>
          {done ? (
            <>
              <Alert severity="success">
                Your {what} is {restored} again. Everyone was signed out, including whoever made the
                change.
              </Alert>
              <Typography color="text.secondary">
                Sign in again with it. If you did not make the change, also secure your e-mail and
                your phone.
              </Typography>
              <Button component={RouterLink} to="/login" variant="contained" size="large">
                Sign in
              </Button>
            </>
          ) : token === null ? (
            <>
              <Alert severity="error">
                This undo link is not complete. Open the link from the message exactly as it was
                sent.
              </Alert>
              <Button component={RouterLink} to="/" variant="outlined">
                Back to home
              </Button>
            </>
          ) : (
            <>
              <Typography color="text.secondary">
                The phone number or e-mail address on your SikaLens account was changed. If it was
                not you, undo it: the previous one comes back, and everyone is signed out, including
                whoever made the change.
              </Typography>
              {undo.isError ? (
                <Alert severity="error" role="alert">
                  {errorMessage(undo.error)}
                </Alert>
              ) : null}
              <Button
                variant="contained"
                color="error"
                size="large"
                loading={undo.isPending}
                disabled={undo.isError && isFinal(undo.error)}
                onClick={() =>
                  undo.mutate(token, {
                    // This browser's session ended with every other: signed out here too.
                    onSuccess: () => void refreshUser(),
                  })
                }
              >
                Undo the change
              </Button>
              <Button component={RouterLink} to="/" disabled={undo.isPending}>
                It was me: keep it
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
