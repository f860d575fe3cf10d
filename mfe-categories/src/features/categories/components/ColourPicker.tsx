import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Check } from 'lucide-react';
import { isHexColor, normaliseColor } from '../utils/category-form';
import { PALETTE_SWATCHES } from '../utils/palette';
import { ChoiceGrid } from './ChoiceGrid';

type ColourPickerProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

// The 18 palette swatches, plus any colour through the system picker or a hex code.
export function ColourPicker({ value, onChange, error }: ColourPickerProps) {
  const labelId = useId();
  const hexId = useId();
  const current = normaliseColor(value);
  const valid = isHexColor(current);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormLabel id={labelId} error={!!error}>
        Colour
      </FormLabel>
      <ChoiceGrid
        labelledBy={labelId}
        value={current}
        onChange={onChange}
        size={40}
        choices={PALETTE_SWATCHES.map(({ hex, name }) => ({
          value: hex,
          label: name,
          content: (
            <Box
              aria-hidden
              sx={{
                width: 30,
                height: 30,
                borderRadius: '50%',
                bgcolor: hex,
                display: 'grid',
                placeItems: 'center',
                color: '#FFFFFF',
              }}
            >
              {hex === current ? <Check size={18} strokeWidth={3} /> : null}
            </Box>
          ),
        }))}
      />
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, mt: 0.5 }}>
        <Box
          component="input"
          type="color"
          aria-label="Pick any colour"
          value={valid ? current.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          sx={{
            width: 44,
            height: 44,
            flex: 'none',
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            cursor: 'pointer',
          }}
        />
        <TextField
          id={hexId}
          label="Hex code"
          size="small"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={!!error}
          placeholder="#RRGGBB"
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{
            htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 7 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Box
                    aria-hidden
                    sx={{
                      width: 16,
                      height: 16,
                      borderRadius: '50%',
                      bgcolor: valid ? current : 'transparent',
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
