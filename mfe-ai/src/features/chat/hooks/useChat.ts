import { useCallback, useEffect, useState } from 'react';
import {
  errorMessage,
  useChatConversations,
  useChatHistory,
  useSendChatMessage,
} from '@sikalens/api-client';
import { useAuth, useToast, logSilently } from '@sikalens/shared-ui';

// Spec section 5, "Chat": the history loads on entry; sending appends the question, shows the
// typing indicator, then appends the reply. A blank question is ignored, and nothing is sent
// while a reply (or the history) is on its way. Issue 31: the chat is one conversation at a time
// (a follow-up such as "and in August?" is read against it): on entry the latest one, 'New chat'
// starts another, and earlier ones can be opened again.
export function useChat() {
  const { user } = useAuth();
  const isPro = user?.isPro ?? false;
  const conversations = useChatConversations({ enabled: isPro });
  // undefined: none chosen yet, so the latest; null: a new chat, not sent yet.
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const listed = conversations.data ?? [];
  const conversationId = chosen === undefined ? (listed[0]?.id ?? null) : chosen;
  const history = useChatHistory({
    enabled: isPro && !conversations.isPending,
    conversationId,
  });
  const send = useSendChatMessage();
  const { toast } = useToast();
  const [draft, setDraft] = useState('');

  // Silent (spec section 8): logged, and the chat starts as if empty.
  const failed = conversations.isError ? conversations.error : history.error;
  useEffect(() => {
    if (failed) logSilently('Failed to load chat history', failed);
  }, [failed]);

  const loadingHistory = (isPro && conversations.isPending) || history.isLoading;
  const waiting = send.isPending || loadingHistory;
  const { mutate } = send;

  // `fromInput`: the draft is the question, so it empties; a suggested question leaves it be.
  const ask = useCallback(
    (text: string, { fromInput = false } = {}) => {
      const question = text.trim();
      if (question === '' || waiting) return;
      if (fromInput) setDraft('');
      mutate(
        { message: question, conversationId },
        {
          onSuccess: (reply) => setChosen(reply.conversationId),
          onError: (error) => {
            toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
            // Nothing typed is lost: the question goes back to an empty input, to send again.
            setDraft((current) => (current.trim() === '' ? question : current));
          },
        },
      );
    },
    [waiting, mutate, toast, conversationId],
  );

  const newChat = useCallback(() => setChosen(null), []);
  const openConversation = useCallback((id: string) => setChosen(id), []);

  return {
    messages: history.data ?? [],
    conversations: listed,
    conversationId,
    loadingHistory,
    waiting: send.isPending,
    busy: waiting,
    draft,
    setDraft,
    ask,
    newChat,
    openConversation,
  };
}
