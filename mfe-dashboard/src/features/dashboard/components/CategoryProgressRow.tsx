import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CategoryBadge } from '@sikalens/shared-ui';

type CategoryProgressRowProps = {
  color: string;
  icon: string;
  name: ReactNode;
  caption: ReactNode;
  // The figures on the right: an amount, and a chip under it.
  figures: ReactNode;
  // The bar under the row, full width.
  bar: ReactNode;
};

// One category as a list row: its badge, name and a line about it, figures on the right and a
// progress bar underneath (the category breakdown and the budgets).
export function CategoryProgressRow({
  color,
  icon,
  name,
  caption,
  figures,
  bar,
}: CategoryProgressRowProps) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        columnGap: 1.5,
        rowGap: 0.75,
        alignItems: 'center',
      }}
    >
      <CategoryBadge color={color} icon={icon} size={32} />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right' }}>{figures}</Box>
      <Box sx={{ gridColumn: '1 / -1' }}>{bar}</Box>
    </Box>
  );
}
