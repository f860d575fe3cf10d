import { useCallback, useEffect, useState } from 'react';
import { errorMessage, useChatHistory, useSendChatMessage } from '@sikalens/api-client';
import { useAuth, useToast, logSilently } from '@sikalens/shared-ui';

// Spec section 5, "Chat": the history loads on entry; sending appends the question, shows the
// typing indicator, then appends the reply. A blank question is ignored, and nothing is sent
// while a reply (or the history) is on its way.
export function useChat() {
  const { user } = useAuth();
  const history = useChatHistory({ enabled: user?.isPro ?? false });
  const send = useSendChatMessage();
  const { toast } = useToast();
  const [draft, setDraft] = useState('');

  // Silent (spec section 8): logged, and the chat starts as if empty.
  const historyFailed = history.isError;
  const historyError = history.error;
  useEffect(() => {
    if (historyFailed) logSilently('Failed to load chat history', historyError);
  }, [historyFailed, historyError]);

  const loadingHistory = history.isLoading;
  const waiting = send.isPending || loadingHistory;
  const { mutate } = send;

  // `fromInput`: the draft is the question, so it empties; a suggested question leaves it be.
  const ask = useCallback(
    (text: string, { fromInput = false } = {}) => {
      const question = text.trim();
      if (question === '' || waiting) return;
      if (fromInput) setDraft('');
      mutate(question, {
        onError: (error) => {
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
          // Nothing typed is lost: the question goes back to an empty input, to send again.
          setDraft((current) => (current.trim() === '' ? question : current));
        },
      });
    },
    [waiting, mutate, toast],
  );

  return {
    messages: history.data ?? [],
    loadingHistory,
    waiting: send.isPending,
    busy: waiting,
    draft,
    setDraft,
    ask,
  };
}
