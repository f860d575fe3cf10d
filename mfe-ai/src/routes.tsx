import type { RemoteRoutesModule } from '@sikalens/shared-ui';
import { AiChatPage } from './features/chat/components/AiChatPage';

export const routes = [
  { path: '/ai-chat', Component: AiChatPage },
] as const satisfies RemoteRoutesModule['routes'];
