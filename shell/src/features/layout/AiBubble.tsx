import { useLocation, useNavigate } from '@sikalens/router';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
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
    <Tooltip title="Ask AI about your spending" placement="left">
      <Fab
        color="primary"
        aria-label="Ask AI about your spending"
        onClick={() => void navigate('/ai-chat')}
        sx={{ position: 'fixed', right: 24, bottom: mobile ? BOTTOM_BAR_PX + 16 : 24 }}
      >
        <Bot />
      </Fab>
    </Tooltip>
  );
}
