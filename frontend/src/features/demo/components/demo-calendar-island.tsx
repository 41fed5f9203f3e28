// The landing page's demo calendar, which loads after the page is interactive (docs/adr/0026): MUI
// components. The landing page hydrates without MUI's runtime, so the island brings the theme
// along (inside the app, whose providers have the same theme, the inner provider changes
// nothing). Emotion's styles of it go into the head as it renders, as everywhere in the app. The
// tutorial dialog is an island of its own (demo-tutorial-island.tsx), loaded when first opened:
// the calendar's load does not bring MUI's Dialog, Modal, focus trap and transitions.
import { ThemeProvider } from '@mui/system';

import { theme } from '../../../app/theme/theme';
import { DemoCalendar, type DemoCalendarProps } from './demo-calendar';

export function DemoCalendarIsland(props: DemoCalendarProps) {
  return (
    <ThemeProvider theme={theme}>
      <DemoCalendar {...props} />
    </ThemeProvider>
  );
}
