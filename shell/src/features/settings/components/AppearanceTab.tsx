import { Card, CardContent, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
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
