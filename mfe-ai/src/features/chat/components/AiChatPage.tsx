import { useEffect } from 'react';
import { PageHeader, useAuth, useShell } from '@sikalens/shared-ui';
import { ChatPanel } from './ChatPanel';
import { UpgradeCard } from './UpgradeCard';

// /ai-chat: the chat for Pro users; free users get the upgrade card and the upgrade dialog.
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
      {isPro ? <ChatPanel /> : <UpgradeCard onUpgrade={openUpgradeDialog} />}
    </>
  );
}
