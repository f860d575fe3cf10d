import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PeriodLabel } from './PeriodLabel';

type StatCardProps = {
  label: string;
  icon: ReactNode;
  value: string | null;
  loading: boolean;
  // The period the figure covers, named under the label and read with it ("Total Spent ·
  // September 2024"): null until it is known; left out by a figure of no period.
  period?: string | null;
  // A line under the figure: what it is compared with, or what to do about it.
  caption?: ReactNode;
  // The whole card opens this page.
  to?: string;
  // The caption's room is kept while the figure loads (two lines on a phone, one wider), so the
  // cards do not grow when it arrives.
  reserveCaption?: boolean;
};

// One figure with its label; a placeholder while it loads, a dash if it could not.
export function StatCard({
  label,
  icon,
  value,
  loading,
  period,
  caption,
  to,
  reserveCaption = false,
}: StatCardProps) {
  const id = useId();
  const body = (
    <>
      <Typography variant="body2" component="h2" color="text.secondary">
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" aria-hidden sx={{ display: 'inline-flex' }}>
            {icon}
          </Box>
          <span id={id}>{label}</span>
        </Box>
        {period === undefined ? null : <PeriodLabel period={period} variant="caption" />}
      </Typography>
      {value === null && loading ? (
        <Skeleton width="60%" height={36} />
      ) : (
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {value ?? '—'}
        </Typography>
      )}
      {caption || reserveCaption ? (
        <Typography
          variant="caption"
          component="div"
          color="text.secondary"
          sx={reserveCaption ? { minHeight: { xs: '3.32em', sm: '1.66em' } } : undefined}
        >
          {caption}
        </Typography>
      ) : null}
    </>
  );
  const layout = { p: 2, display: 'grid', gap: 0.5, alignContent: 'start', minWidth: 0 };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ borderRadius: 3, minWidth: 0, overflow: 'hidden', ...(to ? {} : layout) }}
    >
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ ...layout, height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Paper>
  );
}

// Cards side by side from the sm breakpoint (four go two by two until md), two a row on a phone.
export function StatCards({ children, columns }: { children: ReactNode; columns: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(auto-fit, minmax(140px, 1fr))',
          sm: `repeat(${columns > 3 ? 2 : columns}, 1fr)`,
          md: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {children}
    </Box>
  );
}
