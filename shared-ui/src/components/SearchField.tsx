import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Search, X } from 'lucide-react';

// Typing settles for this long before the search (and the URL) changes.
const SEARCH_DEBOUNCE_MS = 300;

type SearchFieldProps = {
  value: string;
  onCommit: (value: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
};

// A search box that commits what was typed 300 ms after typing stops (history, recipients).
export function SearchField({
  value,
  onCommit,
  label,
  placeholder,
  maxLength = 100,
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  // The URL changed from elsewhere (back button, a link): show its search.
  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => {
    // Spaces around the words do not change the results: no new search for them.
    if (text.trim() === value.trim()) return undefined;
    const timer = setTimeout(() => onCommit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search size={18} aria-hidden />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                aria-label="Clear search"
                edge="end"
                size="small"
                onClick={() => {
                  setText('');
                  onCommit('');
                }}
              >
                <X size={16} />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
