import { useLocation, useNavigate } from '@sikalens/router';
import Fab from '@mui/material/Fab';
import { Bot } from 'lucide-react';
import { useAuth } from '@sikalens/shared-ui';
import { BOTTOM_BAR_PX } from '@sikalens/shared-ui';

type AiBubbleProps = { mobile: boolean };

// Spec: Pro users get a floating chat bubble on every page except /ai-chat.
export function AiBubble({ mobile }: AiBubbleProps) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!user?.isPro || pathname === '/ai-chat') return null;
  return (
    // A plain title for the mouse: MUI's Tooltip would bring Popper into a phone's first load.
    <Fab
      color="primary"
      aria-label="Ask AI about your spending"
      title="Ask AI about your spending"
      onClick={() => void navigate('/ai-chat')}
      sx={{ position: 'fixed', right: 24, bottom: mobile ? BOTTOM_BAR_PX + 16 : 24 }}
    >
      <Bot />
    </Fab>
  );
}
