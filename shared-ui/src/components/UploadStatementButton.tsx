import Button from '@mui/material/Button';
import { Link as RouterLink } from '@sikalens/router';
import { Upload } from 'lucide-react';

// The call to action of a screen with nothing to show yet: off to the upload page.
export function UploadStatementButton() {
  return (
    <Button
      component={RouterLink}
      to="/upload"
      variant="contained"
      startIcon={<Upload size={18} />}
    >
      Upload Statement
    </Button>
  );
}
