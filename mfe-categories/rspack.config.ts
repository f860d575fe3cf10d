import { createAppConfig } from '../tools/rspack/app-config.ts';
import { REMOTES } from '../tools/mf/remotes.ts';

const remote = REMOTES.find((r) => r.project === 'mfe-categories');
if (!remote) throw new Error('mfe-categories is missing from tools/mf/remotes.ts');

export default createAppConfig({
  dirname: import.meta.dirname,
  name: remote.name,
  devPort: remote.devPort,
  title: 'SikaLens · Categories (standalone)',
  exposes: { './Routes': './src/routes.tsx' },
});
