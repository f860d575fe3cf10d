import Chip from '@mui/material/Chip';
import { CircleDashed } from 'lucide-react';
import { CategoryIcon } from './category-icons';

type ChipCategory = { name: string; color: string; icon: string | null };

// A transaction's category in its own colour and icon, or 'Uncategorized' (history, recipient
// payments, flagged expenses).
export function CategoryChip({ category }: { category: ChipCategory | null }) {
  if (!category) {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<CircleDashed size={14} aria-hidden />}
        label="Uncategorized"
        sx={{ borderStyle: 'dashed', maxWidth: '100%' }}
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
