import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type ThemeChoice } from '@sikalens/shared-ui';

export function AppearanceTab() {
  const { theme, setTheme } = useTheme();
  return (
    <Card>
      <CardContent>
        <Typography variant="h4" component="h2" id="appearance-theme" sx={{ mb: 1 }}>
          Theme
        </Typography>
        <RadioGroup
          aria-labelledby="appearance-theme"
          value={theme}
          onChange={(event) => setTheme(event.target.value as ThemeChoice)}
        >
          <FormControlLabel value="light" control={<Radio />} label="Light" />
          <FormControlLabel value="dark" control={<Radio />} label="Dark" />
          <FormControlLabel value="system" control={<Radio />} label="System (follow my phone)" />
        </RadioGroup>
      </CardContent>
    </Card>
  );
}
