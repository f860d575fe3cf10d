import { createAppConfig } from '../tools/rspack/app-config.ts';
import { SHELL_DEV_PORT } from '../tools/mf/remotes.ts';

// No build-time remotes: src/index.ts registers them from /remotes.json at start.
export default createAppConfig({
  dirname: import.meta.dirname,
  name: 'shell',
  devPort: SHELL_DEV_PORT,
  title: 'SikaLens · See It. Control It. Spend Better.',
  host: true,
});
