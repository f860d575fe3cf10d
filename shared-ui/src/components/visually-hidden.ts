// Styles that keep text for screen readers only (a chart's figures as a table, say). Sizes are
// strings: in sx a number up to 1 is a fraction (width: 1 is 100%), which made this 'hidden' box
// as wide as its container and let it overflow a phone's screen.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
