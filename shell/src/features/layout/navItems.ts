import {
  ArrowLeftRight,
  Bot,
  CreditCard,
  Flag,
  History,
  LayoutDashboard,
  ListChecks,
  Settings,
  Tags,
  Upload,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { label: string; path: string; icon: LucideIcon };

// Spec section 2: the nine entries of the sidebar and drawer, in order.
export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { label: 'Transactions', path: '/transactions', icon: ArrowLeftRight },
  { label: 'Upload PDF', path: '/upload', icon: Upload },
  { label: 'Categories', path: '/categories', icon: Tags },
  { label: 'Categorize', path: '/categorize-transactions', icon: ListChecks },
  { label: 'AI Chat', path: '/ai-chat', icon: Bot },
  { label: 'Payments', path: '/payments', icon: CreditCard },
  { label: 'Flagged Expenses', path: '/flagged-expenses', icon: Flag },
  { label: 'Settings', path: '/settings', icon: Settings },
];

// The mobile bottom bar's five entries.
export const BOTTOM_ITEMS: NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { label: 'History', path: '/transactions', icon: History },
  { label: 'Upload', path: '/upload', icon: Upload },
  { label: 'Categorize', path: '/categorize-transactions', icon: ListChecks },
  { label: 'Settings', path: '/settings', icon: Settings },
];

// A route outside the navigation list highlights the dashboard entry.
export function activeNavPath(pathname: string): string {
  const match = NAV_ITEMS.find((item) => item.path === pathname);
  return match ? match.path : '/dashboard';
}
