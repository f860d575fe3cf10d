import type { ComponentType, ReactElement } from 'react';

// What names an icon-only control to the eye when the sidebar is collapsed. The sidebar passes
// MUI's Tooltip; the phone's menu never collapses, so its code (and Popper) stays off a phone's
// first load.
export type Hint = ComponentType<{ title: string; children: ReactElement }>;

// No hint: the control as it is (an expanded list names itself).
export const NoHint: Hint = ({ children }) => children;
