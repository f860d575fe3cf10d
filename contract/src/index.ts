// The contract between the shell and the remotes: the React contexts the shell provides. Shared as
// one singleton (tools/mf/shared.ts) with strictVersion, so every remote reads the shell's copy or
// fails to load with the reason in the console. Keep it tiny and change it additively: a breaking
// change is a major version, and remotes built against the old major stop loading until rebuilt.
export { AuthContext, useAuth, userLabel, type AuthContextValue, type AuthUser } from './auth';
export { ShellContext, useShell, type ShellContextValue } from './shell';
export {
  THEME_STORAGE_KEY,
  ThemeContext,
  useTheme,
  type ResolvedTheme,
  type ThemeChoice,
  type ThemeContextValue,
} from './theme';
