import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

type Choice = { value: string; label: string; content: ReactNode };

type ChoiceGridProps = {
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
  // Each tile is square; 44 px keeps it an easy tap on a phone.
  size?: number;
  invalid?: boolean;
};

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

// A radio group drawn as a grid of tiles: one tab stop, arrow keys move the choice.
export function ChoiceGrid({
  choices,
  value,
  onChange,
  labelledBy,
  size = 44,
  invalid = false,
}: ChoiceGridProps) {
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = choices.findIndex((choice) => choice.value === value);
  const focusIndex = selectedIndex >= 0 ? selectedIndex : 0;

  const move = (event: KeyboardEvent, index: number) => {
    let target: number | null = null;
    if (NEXT_KEYS.includes(event.key)) target = (index + 1) % choices.length;
    else if (PREVIOUS_KEYS.includes(event.key)) {
      target = (index - 1 + choices.length) % choices.length;
    } else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = choices.length - 1;
    if (target === null) return;
    event.preventDefault();
    // The page's own arrow keys (the categorise screen) must not see this one.
    event.stopPropagation();
    const choice = choices[target];
    if (!choice) return;
    onChange(choice.value);
    tiles.current[target]?.focus();
  };

  return (
    <Box
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${size}px, 1fr))`,
        gap: 1,
      }}
    >
      {choices.map((choice, index) => {
        const selected = choice.value === value;
        return (
          <ButtonBase
            key={choice.value}
            ref={(element) => {
              tiles.current[index] = element;
            }}
            role="radio"
            aria-checked={selected}
            aria-label={choice.label}
            title={choice.label}
            tabIndex={index === focusIndex ? 0 : -1}
            onClick={() => onChange(choice.value)}
            onKeyDown={(event) => move(event, index)}
            sx={{
              height: size,
              minWidth: size,
              borderRadius: 2,
              border: 2,
              borderColor: selected ? 'text.primary' : 'transparent',
              '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            {choice.content}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
