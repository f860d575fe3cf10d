import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Eye } from 'lucide-react';

type BrandProps = { compact?: boolean };

export function Brand({ compact = false }: BrandProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <Eye size={18} aria-hidden />
      </Box>
      {compact ? null : (
        <Typography
          component="span"
          sx={{ fontWeight: 800, fontSize: '1.2rem', color: 'text.primary' }}
        >
          SikaLens
        </Typography>
      )}
    </Box>
  );
}
