import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Sparkles } from 'lucide-react';

type UpgradeCardProps = { onUpgrade: () => void };

// Free users: what the assistant does, and the way to Pro.
export function UpgradeCard({ onUpgrade }: UpgradeCardProps) {
  return (
    <Card>
      <CardContent sx={{ display: 'grid', justifyItems: 'start', gap: 1.5 }}>
        <Sparkles aria-hidden />
        <Typography variant="h4" component="h2">
          The AI assistant is a Pro feature
        </Typography>
        <Typography color="text.secondary">
          Ask what you spent on food this month, your biggest category, or how to save more.
        </Typography>
        <Button variant="contained" onClick={onUpgrade}>
          Upgrade to Pro
        </Button>
      </CardContent>
    </Card>
  );
}
