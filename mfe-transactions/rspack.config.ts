import { createAppConfig } from '../tools/rspack/app-config.ts';
import { REMOTES } from '../tools/mf/remotes.ts';

const remote = REMOTES.find((r) => r.project === 'mfe-transactions');
if (!remote) throw new Error('mfe-transactions is missing from tools/mf/remotes.ts');

export default createAppConfig({
  dirname: import.meta.dirname,
  name: remote.name,
  devPort: remote.devPort,
  title: 'SikaLens · Transactions (standalone)',
  exposes: { './Routes': './src/routes.tsx' },
});
