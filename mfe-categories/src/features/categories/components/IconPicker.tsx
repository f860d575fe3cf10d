import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { CATEGORY_ICON_NAMES, CategoryIcon } from '@sikalens/shared-ui';
import { isHexColor } from '../utils/category-form';
import { iconLabel } from '../utils/palette';
import { ChoiceGrid } from './ChoiceGrid';

type IconPickerProps = {
  value: string;
  color: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

// The spec's 18 icons, each drawn; the chosen one takes the category's colour.
export function IconPicker({ value, color, onChange, error }: IconPickerProps) {
  const labelId = useId();
  const tint = isHexColor(color) ? color : '#6B7280';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormLabel id={labelId} error={!!error}>
        Icon
      </FormLabel>
      <ChoiceGrid
        labelledBy={labelId}
        value={value}
        onChange={onChange}
        invalid={!!error}
        choices={CATEGORY_ICON_NAMES.map((icon) => ({
          value: icon,
          label: iconLabel(icon),
          content: (
            <Box
              aria-hidden
              sx={{
                width: '100%',
                height: '100%',
                borderRadius: 1.5,
                display: 'grid',
                placeItems: 'center',
                color: icon === value ? tint : 'text.secondary',
                bgcolor: icon === value ? `${tint}22` : 'action.hover',
              }}
            >
              <CategoryIcon icon={icon} size={20} />
            </Box>
          ),
        }))}
      />
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
