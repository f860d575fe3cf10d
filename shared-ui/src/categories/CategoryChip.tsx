import Chip from '@mui/material/Chip';
import { CategoryIcon } from './category-icons';
import { UNCATEGORIZED_LOOK } from './uncategorized';

type ChipCategory = { name: string; color: string; icon: string | null };

// A transaction's category in its own colour and icon, or 'Uncategorized' (history, recipient
// payments, flagged expenses).
export function CategoryChip({ category }: { category: ChipCategory | null }) {
  if (!category) {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={
          <CategoryIcon icon={UNCATEGORIZED_LOOK.icon} size={14} color={UNCATEGORIZED_LOOK.color} />
        }
        label={UNCATEGORIZED_LOOK.name}
        sx={{ borderStyle: 'dashed', borderColor: UNCATEGORIZED_LOOK.color, maxWidth: '100%' }}
      />
    );
  }
  return (
    <Chip
      size="small"
      icon={<CategoryIcon icon={category.icon} size={14} color={category.color} />}
      label={category.name}
      sx={{
        maxWidth: '100%',
        bgcolor: `${category.color}1f`,
        border: 1,
        borderColor: `${category.color}66`,
        color: 'text.primary',
      }}
    />
  );
}
