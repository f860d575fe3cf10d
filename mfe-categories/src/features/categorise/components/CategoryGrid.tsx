import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Plus } from 'lucide-react';
import type { Category } from '@sikalens/api-client';
import { CategoryBadge } from '@sikalens/shared-ui';

type CategoryGridProps = {
  categories: Category[];
  disabled: boolean;
  pendingId: string | null;
  onChoose: (category: Category) => void;
  onCreate: () => void;
};

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'flex-start',
  gap: 0.75,
  minHeight: 96,
  px: 0.5,
  py: 1,
  borderRadius: 1.5,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  textAlign: 'center',
  transition: 'border-color 120ms, background-color 120ms',
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  '&.Mui-disabled': { opacity: 0.6 },
} as const;

const nameSx = {
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.25,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;

// The categories this transaction can go in, plus a tile to make a new one.
export function CategoryGrid({
  categories,
  disabled,
  pendingId,
  onChoose,
  onCreate,
}: CategoryGridProps) {
  return (
    <Box
      component="ul"
      aria-label="Categories"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(92px, 1fr))',
        gap: 1,
      }}
    >
      {categories.map((category) => (
        <li key={category.id}>
          <ButtonBase
            onClick={() => onChoose(category)}
            disabled={disabled}
            sx={{ ...tileSx, width: '100%', height: '100%', borderColor: `${category.color}55` }}
          >
            {pendingId === category.id ? (
              <Box sx={{ display: 'grid', placeItems: 'center', width: 40, height: 40 }}>
                <CircularProgress size={24} aria-label={`Saving ${category.name}`} />
              </Box>
            ) : (
              <CategoryBadge color={category.color} icon={category.icon} size={40} />
            )}
            <Typography component="span" sx={nameSx}>
              {category.name}
            </Typography>
          </ButtonBase>
        </li>
      ))}
      <li>
        <ButtonBase
          onClick={onCreate}
          disabled={disabled}
          sx={{ ...tileSx, width: '100%', height: '100%', borderStyle: 'dashed' }}
        >
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'action.selected',
              color: 'text.secondary',
            }}
          >
            <Plus size={20} />
          </Box>
          <Typography component="span" sx={nameSx}>
            Create New
          </Typography>
        </ButtonBase>
      </li>
    </Box>
  );
}
