import { createContext, useContext } from 'react';

// What the shell offers to remotes beyond auth, theme and toasts.
export type ShellContextValue = {
  openUpgradeDialog: () => void;
};

export const ShellContext = createContext<ShellContextValue | undefined>(undefined);

export function useShell(): ShellContextValue {
  const context = useContext(ShellContext);
  if (!context) throw new Error('useShell must be used within the SikaLens shell');
  return context;
}
