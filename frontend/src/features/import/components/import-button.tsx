import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { ImportDialog } from './import-dialog';

/** The Travel History tab's 'Import' button and its dialog (issue #22, "Never retyped"). */
export function ImportButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<UploadFile aria-hidden />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <FormattedMessage id="transfer.import.button" />
      </Button>
      <ImportDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
