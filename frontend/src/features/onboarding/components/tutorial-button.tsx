import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { openedLater } from '../../../components/layout/opened-later';
import { withCatalogues } from '../../../lib/i18n/page-language';

// Opens only on a click: its code (MUI's Dialog and the tutorial's pages) loads beside the page.
const DashboardTutorialDialog = openedLater(
  () =>
    withCatalogues(() => import('./dashboard-tutorial-dialog'), ['tutorial']).then(
      (module) => module.DashboardTutorialDialog,
    ),
  ({ open }) => open,
);

/**
 * SPEC §2: 'View Tutorial' below the dashboard tabs opens the 4-page tutorial. The button is in
 * the page's first view, so its label is the page's own message (namespace `dashboard`); the
 * dialog's come with its code (namespace `tutorial`).
 */
export function TutorialButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<HelpOutlineOutlined aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        <FormattedMessage id="dashboard.tutorial.open" />
      </Button>
      <DashboardTutorialDialog open={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
