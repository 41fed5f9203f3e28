import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { DashboardTutorialDialog } from './dashboard-tutorial-dialog';

/** SPEC §2: 'View Tutorial' below the dashboard tabs opens the 4-page tutorial. */
export function TutorialButton() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<HelpOutlineOutlined aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        View Tutorial
      </Button>
      <DashboardTutorialDialog open={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}
