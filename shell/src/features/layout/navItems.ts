import { createElement, type ComponentType } from 'react';
import { Icon, Settings } from 'lucide-react';
import type { IconNode, Registry } from '@sikalens/shared-ui';
import { federationState } from '../../mf/start';

type NavIconProps = { size?: number; 'aria-hidden'?: boolean };
export type NavItem = { label: string; path: string; icon: ComponentType<NavIconProps> };

type OrderedItem = NavItem & { order: number };

// An icon the registry carries as SVG (lucide's format), so a remote's new entry needs no shell
// release.
function registryIcon(iconNode: IconNode): ComponentType<NavIconProps> {
  function RegistryIcon(props: NavIconProps) {
    return createElement(Icon, { iconNode, ...props });
  }
  return RegistryIcon;
}

// The shell's own entries take part in the ordering (spec section 2: Settings comes last).
const SHELL_NAV: OrderedItem[] = [
  { label: 'Settings', path: '/settings', icon: Settings, order: 1000 },
];
const SHELL_BOTTOM: OrderedItem[] = [
  { label: 'Settings', path: '/settings', icon: Settings, order: 1000 },
];

const byOrder = (items: OrderedItem[]): NavItem[] =>
  [...items]
    .sort((a, b) => a.order - b.order)
    .map(({ label, path, icon }) => ({ label, path, icon }));

export type Navigation = {
  // The sidebar and drawer (spec section 2: nine entries).
  items: NavItem[];
  // The phone's bottom bar (five entries).
  bottom: NavItem[];
};

// The navigation, built from the registry: every route with a nav entry, in its order.
export function buildNavigation(registry: Registry): Navigation {
  const items: OrderedItem[] = [...SHELL_NAV];
  const bottom: OrderedItem[] = [...SHELL_BOTTOM];
  for (const remote of registry.remotes) {
    for (const route of remote.routes) {
      const nav = route.nav;
      if (!nav) continue;
      const icon = registryIcon(nav.iconNode);
      items.push({ label: nav.label, path: route.path, icon, order: nav.order });
      if (nav.bottom) {
        bottom.push({
          label: nav.bottom.label,
          path: route.path,
          icon: nav.bottom.iconNode ? registryIcon(nav.bottom.iconNode) : icon,
          order: nav.bottom.order,
        });
      }
    }
  }
  return { items: byOrder(items), bottom: byOrder(bottom) };
}

// A route outside the navigation list highlights the dashboard entry.
export function activeNavPath(items: NavItem[], pathname: string): string {
  const match = items.find((item) => item.path === pathname);
  return match ? match.path : '/dashboard';
}

let cached: { registry: Registry; navigation: Navigation } | null = null;

// The navigation of the registry this page runs on (fixed once the shell has started).
export function useNavigation(): Navigation {
  const { registry } = federationState();
  if (cached?.registry !== registry) cached = { registry, navigation: buildNavigation(registry) };
  return cached.navigation;
}
