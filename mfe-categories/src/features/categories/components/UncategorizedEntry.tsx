import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@sikalens/router';
import { CategoryBadge, UNCATEGORIZED_LOOK } from '@sikalens/shared-ui';
import { uncategorizedText } from '../utils/category-text';

type UncategorizedEntryProps = {
  // The uncategorised list's total (the dashboard's figure); undefined while it loads or if it
  // could not be read.
  count: number | undefined;
  loading: boolean;
};

// The transactions in no category, under the one name the dashboard and the CSV use (issue 30),
// with the same count as the dashboard (the uncategorised list's total, within what the plan
// shows), and the way to sort them.
export function UncategorizedEntry({ count, loading }: UncategorizedEntryProps) {
  if (count === undefined && !loading) return null;
  return (
    <Box
      component="section"
      aria-label="Uncategorized"
      data-testid="uncategorized-entry"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        p: { xs: 1.5, sm: 2 },
        mb: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {/* The look of no category on every screen (UNCATEGORIZED_LOOK), as a category's badge. */}
      <CategoryBadge color={UNCATEGORIZED_LOOK.color} icon={UNCATEGORIZED_LOOK.icon} size={40} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 600 }}>
          {UNCATEGORIZED_LOOK.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {count === undefined ? <Skeleton width={160} /> : uncategorizedText(count)}
        </Typography>
      </Box>
      {count !== undefined && count > 0 ? (
        <Button
          component={RouterLink}
          to="/categorize-transactions"
          variant="outlined"
          sx={{ minHeight: 44, flex: 'none' }}
        >
          Categorize
        </Button>
      ) : null}
    </Box>
  );
}
