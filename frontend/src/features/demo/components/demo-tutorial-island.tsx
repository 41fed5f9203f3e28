// The landing page's tutorial dialog, loaded the first time it opens (demo-landing.tsx): MUI's
// Dialog with the theme, as the demo calendar's island has it (demo-calendar-island.tsx).
import { ThemeProvider } from '@mui/system';

import { theme } from '../../../app/theme/theme';
import { DemoTutorialDialog, type DemoTutorialDialogProps } from './demo-tutorial-dialog';

export function DemoTutorialIsland(props: DemoTutorialDialogProps) {
  return (
    <ThemeProvider theme={theme}>
      <DemoTutorialDialog {...props} />
    </ThemeProvider>
  );
}
