// The feature remotes, as build tools see them: read from the registry (registry.json), so adding
// a remote or a route is an edit of that one file. Container names use [A-Za-z0-9_] only.
import { readRegistry } from './registry.ts';

export type RemoteDefinition = {
  name: string;
  project: string;
  devPort: number;
  // The API variable that points this remote at another manifest (REMOTE_MFE_UPLOAD_URL).
  envVar: string;
};

export const REMOTES: readonly RemoteDefinition[] = readRegistry().remotes.map((remote) => {
  if (remote.devPort === undefined) {
    throw new Error(`registry.json: ${remote.name} needs a devPort`);
  }
  return {
    name: remote.name,
    project: remote.project,
    devPort: remote.devPort,
    envVar: `REMOTE_${remote.name.toUpperCase()}_URL`,
  };
});

export const SHELL_DEV_PORT = 4200;
export const API_DEFAULT_PORT = 3000;
