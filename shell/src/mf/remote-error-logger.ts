import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Observes remote load failures for the browser console; the UI decision stays in React
// (RemoteRoute's error boundary), so this returns nothing.
export function remoteErrorLogger(): ModuleFederationRuntimePlugin {
  return {
    name: 'sikalens-remote-error-logger',
    errorLoadRemote(args) {
      // eslint-disable-next-line no-console -- browser-side telemetry until a collector exists
      console.warn(`[mf] could not load ${args.id} (${args.lifecycle})`, args.error);
      return undefined;
    },
  };
}
