// One rspack config for the shell and every remote, so they cannot drift apart.
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { shared } from '../mf/shared.ts';
import { API_DEFAULT_PORT, REMOTES } from '../mf/remotes.ts';

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
};

export function createAppConfig(options: AppConfigOptions): Configuration {
  const { dirname, name, devPort, title, exposes, host = false } = options;
  const production = process.env.NODE_ENV !== 'development';
  const apiTarget = process.env.API_URL ?? `http://localhost:${API_DEFAULT_PORT}`;

  return {
    mode: production ? 'production' : 'development',
    context: dirname,
    // A modern target (Chrome/Android WebView 80+, Safari 14+): no ES5 down-levelling of classes,
    // async functions, spread or optional chaining, so less JavaScript to fetch and parse on a phone.
    target: ['web', 'es2020'],
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.resolve(dirname, 'dist'),
      // The shell's index.html is served on deep links (/vendor/x), so its assets need an
      // absolute base; a remote's assets resolve relative to wherever its manifest lives.
      publicPath: host ? '/' : 'auto',
      uniqueName: name,
      clean: true,
      filename: production ? 'static/js/[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:8].js' : '[name].js',
    },
    // rspack's dev default of lazy compilation breaks Module Federation.
    lazyCompilation: false,
    // A separate runtime chunk breaks remoteEntry.js.
    optimization: { runtimeChunk: false },
    resolve: { extensions: ['...', '.ts', '.tsx'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2020',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
          },
        },
      ],
    },
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
        shared,
        manifest: !host,
        dts: false,
      }),
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

// A remote's whole config: its name and dev port come from tools/mf/remotes.ts.
export function createRemoteConfig({
  dirname,
  project,
  title,
  exposes = {},
}: RemoteConfigOptions): Configuration {
  const remote = REMOTES.find((candidate) => candidate.project === project);
  if (!remote) throw new Error(`${project} is missing from tools/mf/remotes.ts`);
  return createAppConfig({
    dirname,
    name: remote.name,
    devPort: remote.devPort,
    title: `SikaLens · ${title} (standalone)`,
    exposes: { './Routes': './src/routes.tsx', ...exposes },
  });
}
