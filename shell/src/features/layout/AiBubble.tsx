import { useLocation, useNavigate } from '@sikalens/router';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import { Bot } from 'lucide-react';
import { useAuth } from '@sikalens/shared-ui';

const LABEL = 'Ask AI about your spending';

// The floating button's place on a desktop, and the room the page keeps free for it (issue 30):
// a column at the right of the content, so at any scroll position no text or amount is under it.
export const BUBBLE_SIZE_PX = 56;
export const BUBBLE_EDGE_PX = 24;
const BUBBLE_GAP_PX = 16;
// The page's container pads its content 24 px from the main area's edge (md and up).
const CONTAINER_PADDING_PX = 24;
export const BUBBLE_GUTTER_PX =
  BUBBLE_EDGE_PX + BUBBLE_SIZE_PX + BUBBLE_GAP_PX - CONTAINER_PADDING_PX;

// Spec: Pro users get the chat bubble on every page except /ai-chat.
export function useAiBubbleShown(): boolean {
  const { user } = useAuth();
  const { pathname } = useLocation();
  return !!user?.isPro && pathname !== '/ai-chat';
}

type AiBubbleProps = {
  // 'floating': the spec's bubble at the bottom right (desktop, beside the page's free column);
  // 'header': a button in the phone's top bar, where it covers nothing (issue 30: a floating one
  // sat over amounts while the page scrolled under it, and a phone has no room for a free column).
  placement: 'floating' | 'header';
};

export function AiBubble({ placement }: AiBubbleProps) {
  const shown = useAiBubbleShown();
  const navigate = useNavigate();
  if (!shown) return null;
  const open = () => void navigate('/ai-chat');
  // A plain title for the mouse: MUI's Tooltip would bring Popper into a phone's first load.
  if (placement === 'header') {
    return (
      <IconButton
        color="primary"
        aria-label={LABEL}
        title={LABEL}
        onClick={open}
        data-testid="ai-bubble"
        sx={{ width: 44, height: 44 }}
      >
        <Bot size={22} />
      </IconButton>
    );
  }
  return (
    <Fab
      color="primary"
      aria-label={LABEL}
      title={LABEL}
      onClick={open}
      data-testid="ai-bubble"
      sx={{ position: 'fixed', right: BUBBLE_EDGE_PX, bottom: BUBBLE_EDGE_PX }}
    >
      <Bot />
    </Fab>
  );
}
