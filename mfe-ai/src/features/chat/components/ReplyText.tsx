import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { replyBlocks } from '../utils/reply-blocks';

type ReplyTextProps = { text: string };

// An assistant reply as paragraphs and real lists, from plain text (never as HTML).
export function ReplyText({ text }: ReplyTextProps) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {replyBlocks(text).map((block, index) =>
        block.kind === 'paragraph' ? (
          <Typography key={index} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {block.text}
          </Typography>
        ) : (
          <Box
            key={index}
            component="ul"
            sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}
          >
            {block.items.map((item, itemIndex) => (
              <Typography key={itemIndex} component="li" variant="body2">
                {item}
              </Typography>
            ))}
          </Box>
        ),
      )}
    </Box>
  );
}
