import { createAppConfig, createServerConfig } from '../tools/rspack/app-config.ts';
import { SHELL_DEV_PORT } from '../tools/mf/remotes.ts';

// No build-time remotes: src/index.ts registers them from /remotes.json at start.
const browser = createAppConfig({
  dirname: import.meta.dirname,
  name: 'shell',
  devPort: SHELL_DEV_PORT,
  title: 'SikaLens · See It. Control It. Spend Better.',
  host: true,
});

// The server container: the API renders the signed-in frame around a remote's page with it.
export default process.env.NODE_ENV === 'development'
  ? browser
  : [
      browser,
      createServerConfig({
        dirname: import.meta.dirname,
        name: 'shell',
        exposes: { './Render': './src/server/render.tsx' },
      }),
    ];
