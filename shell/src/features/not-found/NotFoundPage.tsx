import { Link as RouterLink } from '@sikalens/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useAuth } from '@sikalens/shared-ui';

export function NotFoundPage() {
  const { isAuthenticated } = useAuth();
  return (
    <Box
      sx={{
        minHeight: isAuthenticated ? '60vh' : '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 3,
      }}
    >
      <Box sx={{ textAlign: 'center', display: 'grid', gap: 2, justifyItems: 'center' }}>
        <Typography variant="h1" component="p" color="primary">
          404
        </Typography>
        <Typography variant="h3" component="h1">
          Page not found
        </Typography>
        <Typography color="text.secondary">
          The page you are looking for does not exist or has moved.
        </Typography>
        <Button
          component={RouterLink}
          to={isAuthenticated ? '/dashboard' : '/'}
          variant="contained"
        >
          {isAuthenticated ? 'Back to Dashboard' : 'Back to home'}
        </Button>
      </Box>
    </Box>
  );
}
