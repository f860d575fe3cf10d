import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

// One style object or function (not an array), put after the list's own.
type BareListProps = { sx: Exclude<SxProps<Theme>, readonly unknown[]>; children: ReactNode };

// A <ul> without bullets or indent, laid out by the caller (a grid of cards, a row of claims).
export function BareList({ sx, children }: BareListProps) {
  return (
    <Box component="ul" sx={[{ listStyle: 'none', p: 0, m: 0 }, sx]}>
      {children}
    </Box>
  );
}
