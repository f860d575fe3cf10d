import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ChatConversation } from '@sikalens/api-client';
import { formatDateTime } from '@sikalens/shared-ui';
import { History, SquarePen } from 'lucide-react';

type ConversationBarProps = {
  conversations: ChatConversation[];
  current: string | null;
  // Nothing to start: the chat shown is already new and empty.
  fresh: boolean;
  disabled: boolean;
  onNewChat: () => void;
  onOpen: (id: string) => void;
};

// Above the chat: 'New chat', so an old topic does not carry into a new question, and the
// earlier conversations, each readable again (and continued) from the menu. Each button is 44 px
// tall on a phone.
export function ConversationBar({
  conversations,
  current,
  fresh,
  disabled,
  onNewChat,
  onOpen,
}: ConversationBarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const earlier = conversations.filter((conversation) => conversation.id !== current);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pb: 1.5 }}>
      <Button
        variant="outlined"
        startIcon={<SquarePen size={18} aria-hidden />}
        onClick={onNewChat}
        disabled={disabled || fresh}
        sx={{ minHeight: 44 }}
      >
        New chat
      </Button>
      {earlier.length > 0 ? (
        <>
          <Button
            variant="text"
            startIcon={<History size={18} aria-hidden />}
            onClick={(event) => setAnchor(event.currentTarget)}
            disabled={disabled}
            aria-haspopup="menu"
            aria-expanded={anchor !== null}
            aria-controls={anchor ? 'earlier-chats' : undefined}
            sx={{ minHeight: 44 }}
          >
            Earlier chats
          </Button>
          <Menu
            id="earlier-chats"
            anchorEl={anchor}
            open={anchor !== null}
            onClose={() => setAnchor(null)}
            slotProps={{ paper: { sx: { maxWidth: 'min(360px, calc(100vw - 32px))' } } }}
          >
            {earlier.map((conversation) => (
              <MenuItem
                key={conversation.id}
                onClick={() => {
                  setAnchor(null);
                  onOpen(conversation.id);
                }}
                sx={{ minHeight: 44, whiteSpace: 'normal' }}
              >
                <ListItemText
                  primary={conversation.title}
                  secondary={formatDateTime(conversation.lastAt)}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
