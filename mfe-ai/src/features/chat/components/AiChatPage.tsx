import { useEffect } from 'react';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { Sparkles } from 'lucide-react';
import { PageHeader, useAuth, useShell } from '@sikalens/shared-ui';

export function AiChatPage() {
  const { user } = useAuth();
  const { openUpgradeDialog } = useShell();
  const isPro = user?.isPro ?? false;

  // Spec: for free users the upgrade dialog opens automatically.
  useEffect(() => {
    if (!isPro) openUpgradeDialog();
  }, [isPro, openUpgradeDialog]);

  return (
    <>
      <PageHeader title="AI Assistant" subtitle="Ask questions about your own spending." />
      {isPro ? null : (
        <Card>
          <CardContent sx={{ display: 'grid', justifyItems: 'start', gap: 1.5 }}>
            <Sparkles aria-hidden />
            <Typography variant="h4" component="h2">
              The AI assistant is a Pro feature
            </Typography>
            <Typography color="text.secondary">
              Ask what you spent on food this month, your biggest category, or how to save more.
            </Typography>
            <Button variant="contained" onClick={openUpgradeDialog}>
              Upgrade to Pro
            </Button>
          </CardContent>
        </Card>
      )}
    </>
  );
}
