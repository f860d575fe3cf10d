// One rspack config for the shell and every remote, so they cannot drift apart.
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { shared } from '../mf/shared.ts';
import { API_DEFAULT_PORT } from '../mf/remotes.ts';
import { REGISTRY_ENTRY_FILE, registryRemote } from '../mf/registry.ts';
import { ServiceWorkerPlugin } from './service-worker-plugin.ts';
import type { RegistryRemote } from '../../shared-ui/src/contract/registry.ts';

// Emits one file of fixed content into the build.
class EmitFilePlugin {
  readonly file: string;
  readonly content: string;

  constructor(file: string, content: string) {
    this.file = file;
    this.content = content;
  }

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('EmitFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EmitFilePlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => compilation.emitAsset(this.file, new RawSource(this.content)),
      );
    });
  }
}

// The build's own registry entry (registry-entry.json), which `npm run release` promotes.
export class RegistryEntryPlugin extends EmitFilePlugin {
  readonly entry: Omit<RegistryRemote, 'manifest' | 'version' | 'devPort'>;

  constructor(entry: Omit<RegistryRemote, 'manifest' | 'version' | 'devPort'>) {
    super(REGISTRY_ENTRY_FILE, `${JSON.stringify(entry, null, 2)}\n`);
    this.entry = entry;
  }
}

// The apps' own TypeScript and JSX, compiled by SWC for a target (the browser's es2020, Node's
// es2022); React's development transform only for a dev server.
function sourceRule(target: 'es2020' | 'es2022', development: boolean) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        target,
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', ...(development ? { development } : {}) } },
      },
    },
  };
}

type AppConfigOptions = {
  // Folder of the app (its rspack.config.ts passes import.meta.dirname).
  dirname: string;
  // Module Federation container name.
  name: string;
  devPort: number;
  title: string;
  // Remotes expose modules; the shell exposes none and registers remotes at runtime.
  exposes?: Record<string, string>;
  host?: boolean;
  plugins?: Configuration['plugins'];
  // Entries of the shared map replaced for this build only (a test fixture's other contract).
  sharedOverrides?: typeof shared;
  // Where the build goes (default <dirname>/dist).
  outDir?: string;
};

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { dirname, name, devPort, title, exposes, host = false, plugins = [] } = options;
  // BUILD_OUT_DIR: `npm run release` builds into the release's own folder, never into the as-built
  // dist that the registry's first entry serves.
  const defaultOut = process.env.BUILD_OUT_DIR ?? path.resolve(dirname, 'dist');
  const { sharedOverrides = {}, outDir = defaultOut } = options;
  const production = process.env.NODE_ENV !== 'development';
  const apiTarget = process.env.API_URL ?? `http://localhost:${API_DEFAULT_PORT}`;

  return {
    // The server container's build waits for this one (createServerConfig's `dependencies`).
    name,
    mode: production ? 'production' : 'development',
    context: dirname,
    // A modern target (Chrome/Android WebView 80+, Safari 14+): no ES5 down-levelling of classes,
    // async functions, spread or optional chaining, so less JavaScript to fetch and parse on a phone.
    target: ['web', 'es2020'],
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      // The shell's index.html is served on deep links (/vendor/x), so its assets need an
      // absolute base; a remote's assets resolve relative to wherever its manifest lives.
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      // The server container (dist/server/) is built beside this one, by the same command.
      clean: {
        keep: (file: string) => path.relative(outDir, file).split(path.sep)[0] === 'server',
      },
      filename: production ? 'static/js/[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : '[name].js',
      // A chunk from another origin (a remote's release on a CDN) is asked for with CORS, so the
      // service worker can keep it for offline use; same-origin chunks load as before.
      crossOriginLoading: 'anonymous',
    },
    // rspack's dev default of lazy compilation breaks Module Federation.
    lazyCompilation: false,
    // A separate runtime chunk breaks remoteEntry.js.
    optimization: { runtimeChunk: false },
    resolve: { extensions: ['...', '.ts', '.tsx'] },
    module: { rules: [sourceRule('es2020', !production)] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        // Remotes share one page for running alone; the shell has its own.
        template: host
          ? path.resolve(dirname, 'index.html')
          : path.resolve(import.meta.dirname, 'remote-index.html'),
        title,
        publicPath: '/',
        // A remote's standalone page must not load its own remoteEntry.
        excludeChunks: [name],
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        ...(host ? { remotes: {}, shareStrategy: 'loaded-first' as const } : { exposes }),
        shared: { ...shared, ...sharedOverrides },
        manifest: !host,
        dts: false,
        // ADR 0019: the shell provides the Module Federation runtime and each production
        // remoteEntry.js uses it instead of shipping its own copy (36 -> 16 KB gzip). A remote
        // run alone (development) keeps its own. Browser builds only, and a remote loads
        // no other remote: its runtime leaves out remote loading and manifest snapshots.
        experiments: {
          // The shell provides it in development too: its dev server loads production remotes.
          ...(host
            ? { provideExternalRuntime: true }
            : production
              ? { externalRuntime: true }
              : {}),
          optimization: host
            ? { target: 'web' as const }
            : { target: 'web' as const, disableRemote: true, disableSnapshot: true },
        },
      }),
      // The shell's public files (icons, favicon.ico, the web manifest) and its service worker.
      ...(host
        ? [
            new rspack.CopyRspackPlugin({
              patterns: [{ from: path.resolve(dirname, 'public'), to: '.' }],
            }),
            ...(production ? [new ServiceWorkerPlugin()] : []),
          ]
        : []),
      ...plugins,
    ],
    performance: { hints: false },
    // publicPath 'auto' is deliberate: a remote's files resolve from wherever its manifest lives.
    ignoreWarnings: [/Manifest will use absolute path resolution/],
    devServer: {
      port: devPort,
      hot: false,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json', '/remotes'], target: apiTarget }],
    },
  };
}

type RemoteConfigOptions = {
  dirname: string;
  project: string;
  title: string;
  // Modules beyond ./Routes the shell loads from this remote (e.g. a dialog).
  exposes?: Record<string, string>;
};

// A remote's whole config: its name, dev port and routes come from registry.json.
export function createRemoteConfig({
  dirname,
  project,
  title,
  exposes = {},
}: RemoteConfigOptions): Configuration | Configuration[] {
  const remote = registryRemote(project);
  if (remote.devPort === undefined) throw new Error(`registry.json: ${project} needs a devPort`);
  const { devPort } = remote;
  // Where the build will live and its version are the release's to say.
  const entry = {
    name: remote.name,
    project: remote.project,
    label: remote.label,
    routes: remote.routes,
  };
  const browser = createAppConfig({
    dirname,
    name: remote.name,
    devPort,
    title: `SikaLens · ${title} (standalone)`,
    exposes: { './Routes': './src/routes.tsx', ...exposes },
    plugins: [new RegistryEntryPlugin(entry)],
  });
  // A dev server serves the browser bundle alone; a build makes the server container beside it.
  if (process.env.NODE_ENV === 'development') return browser;
  return [
    browser,
    createServerConfig({
      dirname,
      name: remote.name,
      exposes: { './Routes': './src/routes.tsx' },
    }),
  ];
}

type ServerConfigOptions = {
  dirname: string;
  // The browser container's name; the server container has the same name (one per process).
  name: string;
  exposes: Record<string, string>;
};

// The server bundle beside the browser bundle (issue 26): a Module Federation container for Node
// (target async-node, a CommonJS module) in dist/server/, with the same shared map, every shared
// module eager (a server container loads from disk, not over a slow network). The API's renderer
// loads the shell's and a remote's server containers into one share scope, so the shell frame and
// the remote's page render in one React tree with one copy of React, MUI and the router.
export function createServerConfig({ dirname, name, exposes }: ServerConfigOptions): Configuration {
  const outDir = path.join(process.env.BUILD_OUT_DIR ?? path.resolve(dirname, 'dist'), 'server');
  const eagerShared = Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }]),
  );
  return {
    name: `${name}-server`,
    // After the browser build: that build's clean walks dist/ (keeping server/) and failed with
    // ENOENT when this one's clean removed dist/server at the same moment.
    dependencies: [name],
    mode: 'production',
    context: dirname,
    target: 'async-node',
    entry: {},
    devtool: 'source-map',
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      clean: true,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
    },
    optimization: { runtimeChunk: false, minimize: false },
    resolve: { extensions: ['...', '.ts', '.tsx'] },
    module: { rules: [sourceRule('es2022', false)] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: eagerShared,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        manifest: false,
        dts: false,
      }),
      // The apps' package.json says "type": "module"; the server container is CommonJS.
      new EmitFilePlugin('package.json', '{ "type": "commonjs" }\n'),
    ],
    performance: { hints: false },
  };
}
