// The landing page's interactive parts, which load after it is interactive (docs/adr/0026): the
// demo calendar and the tutorial dialog are MUI components. The landing page hydrates without
// MUI's runtime, so each brings the theme along (inside the app, whose providers have the same
// theme, the inner provider changes nothing). Emotion's styles of them go into the head as they
// render, as everywhere in the app.
import { ThemeProvider } from '@mui/system';

import { theme } from '../../../app/theme/theme';
import { DemoCalendar, type DemoCalendarProps } from './demo-calendar';
import { DemoTutorialDialog, type DemoTutorialDialogProps } from './demo-tutorial-dialog';

export function DemoCalendarIsland(props: DemoCalendarProps) {
  return (
    <ThemeProvider theme={theme}>
      <DemoCalendar {...props} />
    </ThemeProvider>
  );
}

export function DemoTutorialIsland(props: DemoTutorialDialogProps) {
  return (
    <ThemeProvider theme={theme}>
      <DemoTutorialDialog {...props} />
    </ThemeProvider>
  );
}
