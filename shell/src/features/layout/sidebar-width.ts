// The sidebar's width, known before its code loads (AppLayout lays out the page with it).
// Spec: 72 units expanded, 16 collapsed to icons (units of 4 px).
export const SIDEBAR_EXPANDED_PX = 288;
export const SIDEBAR_COLLAPSED_PX = 64;
const COLLAPSED_KEY = 'sikalens-sidebar-collapsed';

export function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeCollapsed(collapsed: boolean): void {
  try {
    window.localStorage.setItem(COLLAPSED_KEY, String(collapsed));
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
}

export function initialSidebarWidth(): number {
  return readCollapsed() ? SIDEBAR_COLLAPSED_PX : SIDEBAR_EXPANDED_PX;
}
