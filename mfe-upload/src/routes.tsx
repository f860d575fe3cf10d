import { lazyRoute, type RemoteRoutesModule } from '@sikalens/shared-ui';
import { UploadPage } from './features/upload/components/UploadPage';

// /uploads loads when first opened, so /upload does not download it.
const UploadsPage = lazyRoute(
  async () => (await import('./features/upload/components/UploadsPage')).UploadsPage,
);

export const routes = [
  { path: '/upload', Component: UploadPage },
  { path: '/uploads', Component: UploadsPage },
] as const satisfies RemoteRoutesModule['routes'];
