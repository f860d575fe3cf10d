// The shell's bottom navigation bar (phones, below the md breakpoint) stays over the page: a
// remote that pins something to the bottom of the screen sits above it.
export const BOTTOM_BAR_PX = 64;
