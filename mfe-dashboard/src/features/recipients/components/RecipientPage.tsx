import { Link as RouterLink, useParams } from 'react-router-dom';
import { Button } from '@mui/material';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '@sikalens/shared-ui';

export function RecipientPage() {
  // The router has already decoded the URL-encoded name.
  const { vendorName = '' } = useParams();
  return (
    <>
      <Button
        component={RouterLink}
        to="/vendors"
        startIcon={<ArrowLeft size={18} />}
        sx={{ mb: 2 }}
      >
        All Recipients
      </Button>
      <PageHeader title={vendorName} subtitle="Recipient analysis" />
    </>
  );
}
