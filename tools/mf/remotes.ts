// The six feature remotes. Container names use [A-Za-z0-9_] only (Module Federation rule).
export type RemoteDefinition = {
  name: string;
  project: string;
  devPort: number;
  envVar: string;
};

const define = (project: string, devPort: number): RemoteDefinition => ({
  name: project.replace(/-/g, '_'),
  project,
  devPort,
  envVar: `REMOTE_${project.replace(/-/g, '_').toUpperCase()}_URL`,
});

export const REMOTES: readonly RemoteDefinition[] = [
  define('mfe-dashboard', 3101),
  define('mfe-transactions', 3102),
  define('mfe-upload', 3103),
  define('mfe-categories', 3104),
  define('mfe-ai', 3105),
  define('mfe-billing', 3106),
];

export const SHELL_DEV_PORT = 4200;
export const API_DEFAULT_PORT = 3000;
