import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { ListSkeleton } from '@sikalens/shared-ui';
import { useChat } from '../hooks/useChat';
import { useScrollToNewest } from '../hooks/useScrollToNewest';
import { ChatComposer } from './ChatComposer';
import { ConversationBar } from './ConversationBar';
import { MessageList } from './MessageList';
import { PrivacyNote } from './PrivacyNote';
import { SuggestedChips, SuggestedQuestions } from './SuggestedQuestions';
import { TypingIndicator } from './TypingIndicator';

// The Pro user's chat: the conversation in the page's own scroll, the input pinned below it.
export function ChatPanel() {
  const {
    messages,
    conversations,
    conversationId,
    loadingHistory,
    waiting,
    busy,
    draft,
    setDraft,
    ask,
    newChat,
    openConversation,
  } = useChat();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLFormElement>(null);
  // Back to the input after a reply to a typed question (not after a tap on a suggestion, which
  // would open the phone's keyboard uninvited).
  const refocus = useRef(false);
  const count = messages.length;
  useScrollToNewest({
    ready: !loadingHistory,
    messageCount: count,
    typing: waiting,
    endRef,
    composerRef,
    inputRef,
  });

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    inputRef.current?.focus();
  }, [busy]);

  const sendDraft = () => {
    if (draft.trim() === '' || busy) return;
    refocus.current = true;
    ask(draft, { fromInput: true });
  };

  const empty = count === 0 && !waiting;
  const startNewChat = () => {
    newChat();
    inputRef.current?.focus();
  };
  return (
    <Box component="section" aria-label="Chat with the AI assistant">
      {loadingHistory ? null : (
        <ConversationBar
          conversations={conversations}
          current={conversationId}
          fresh={conversationId === null && count === 0}
          disabled={busy}
          onNewChat={startNewChat}
          onOpen={openConversation}
        />
      )}
      <Box ref={endRef} sx={{ display: 'grid', gap: 1.5, pb: 1.5 }}>
        {loadingHistory ? (
          <ListSkeleton label="Loading conversation" rows={3} rowHeight={56} />
        ) : empty ? (
          <SuggestedQuestions onAsk={ask} disabled={busy} />
        ) : (
          <MessageList messages={messages} />
        )}
        <TypingIndicator active={waiting} />
      </Box>
      <ChatComposer
        value={draft}
        onChange={setDraft}
        onSend={sendDraft}
        disabled={busy}
        inputRef={inputRef}
        formRef={composerRef}
      >
        {empty || loadingHistory ? null : <SuggestedChips onAsk={ask} disabled={busy} />}
      </ChatComposer>
      <PrivacyNote />
    </Box>
  );
}
