import { createRemoteConfig } from '../tools/rspack/app-config.ts';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  project: 'mfe-billing',
  title: 'Payments',
  exposes: { './SubscriptionDialog': './src/subscription-dialog.tsx' },
});
