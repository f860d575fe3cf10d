import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageButtons } from './page-buttons';

type PaginationProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
};

const square = { minWidth: 40, height: 40, px: 1 };

// Spec: the first, the last and the pages within 2 of the current one, with an ellipsis for gaps.
export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  if (totalPages <= 1) return null;
  const buttons = pageButtons(page, totalPages);
  return (
    <Box
      component="nav"
      aria-label="Pagination"
      sx={{ display: 'grid', justifyItems: 'center', gap: 1 }}
    >
      {/* Wraps rather than scrolls sideways on a narrow phone. */}
      <Box
        component="ul"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        <li>
          <IconButton
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeft size={18} />
          </IconButton>
        </li>
        {buttons.map((button, index) =>
          button === 'ellipsis' ? (
            <Box
              component="li"
              // An ellipsis sits after a page number, which keys it.
              key={`gap-after-${String(buttons[index - 1])}`}
              aria-hidden
              sx={{ ...square, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
            >
              …
            </Box>
          ) : (
            <li key={button}>
              <Button
                aria-label={`Page ${button}`}
                aria-current={button === page ? 'page' : undefined}
                variant={button === page ? 'contained' : 'text'}
                onClick={() => onPage(button)}
                sx={square}
              >
                {button}
              </Button>
            </li>
          ),
        )}
        <li>
          <IconButton
            aria-label="Next page"
            disabled={page >= totalPages}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRight size={18} />
          </IconButton>
        </li>
      </Box>
      <Typography variant="body2" color="text.secondary">
        Page {page} of {totalPages}
      </Typography>
    </Box>
  );
}
