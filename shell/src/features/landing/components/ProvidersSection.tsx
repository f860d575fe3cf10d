import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LandingSection } from './LandingSection';
import { BareList } from './BareList';

type Provider = { name: string; colour: string; supported: boolean };

const PROVIDERS: readonly Provider[] = [
  { name: 'MTN MoMo', colour: '#FFCC00', supported: true },
  { name: 'Vodafone Cash', colour: '#E60000', supported: false },
  { name: 'AirtelTigo Money', colour: '#0055A5', supported: false },
];

export function ProvidersSection() {
  return (
    <LandingSection
      layoutWhenNear
      id="providers"
      eyebrow="Supported providers"
      title="Works with your MoMo statement"
      subtitle="Download the PDF statement from your MoMo app and upload it. More networks are on the way."
      tinted
    >
      <BareList
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
          maxWidth: 860,
          mx: 'auto',
        }}
      >
        {PROVIDERS.map((provider) => (
          <Paper
            component="li"
            key={provider.name}
            variant="outlined"
            sx={{
              p: 2.5,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              opacity: provider.supported ? 1 : 0.75,
              borderColor: provider.supported ? 'primary.main' : 'divider',
              borderWidth: provider.supported ? 2 : 1,
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: provider.colour,
                flexShrink: 0,
              }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{provider.name}</Typography>
              <Chip
                size="small"
                label={provider.supported ? 'Supported' : 'Coming soon'}
                color={provider.supported ? 'success' : 'default'}
                variant={provider.supported ? 'filled' : 'outlined'}
                sx={{ mt: 0.5 }}
              />
            </Box>
          </Paper>
        ))}
      </BareList>
    </LandingSection>
  );
}
