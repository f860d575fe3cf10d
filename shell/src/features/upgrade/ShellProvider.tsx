import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ShellContext, type ShellContextValue } from '@sikalens/shared-ui';
import { UpgradeDialog } from './UpgradeDialog';

type ShellProviderProps = { children: ReactNode };

// What remotes reach through the shell context: the upgrade dialog (mfe-billing's).
export function ShellProvider({ children }: ShellProviderProps) {
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // The dialog's code loads the first time it is asked for, not with every page.
  const [upgradeWanted, setUpgradeWanted] = useState(false);
  const openUpgradeDialog = useCallback(() => {
    setUpgradeWanted(true);
    setUpgradeOpen(true);
  }, []);
  const value = useMemo<ShellContextValue>(() => ({ openUpgradeDialog }), [openUpgradeDialog]);
  return (
    <ShellContext.Provider value={value}>
      {children}
      {upgradeWanted ? (
        <UpgradeDialog open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
      ) : null}
    </ShellContext.Provider>
  );
}
