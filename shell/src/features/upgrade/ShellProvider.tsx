import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ShellContext, type ShellContextValue } from '@sikalens/shared-ui';
import { UpgradeDialog } from './UpgradeDialog';

type ShellProviderProps = { children: ReactNode };

// What remotes reach through the shell context: today, the upgrade dialog.
export function ShellProvider({ children }: ShellProviderProps) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const openUpgradeDialog = useCallback(() => setUpgradeOpen(true), []);
  const value = useMemo<ShellContextValue>(() => ({ openUpgradeDialog }), [openUpgradeDialog]);
  return (
    <ShellContext.Provider value={value}>
      {children}
      <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
    </ShellContext.Provider>
  );
}
