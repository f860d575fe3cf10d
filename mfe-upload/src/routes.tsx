import type { RemoteRoutesModule } from '@sikalens/shared-ui';
import { UploadPage } from './features/upload/components/UploadPage';

export const routes = [
  { path: '/upload', Component: UploadPage },
] as const satisfies RemoteRoutesModule['routes'];
