import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { useProductConfig } from '../../../lib/product-config';
import { dashboardTutorialPages } from '../tutorial-pages';

interface DashboardTutorialDialogProps {
  open: boolean;
  onClose: () => void;
}

/** SPEC §2: the dashboard's 4-page tutorial; the last page's 'Start Tracking!' closes it. */
export function DashboardTutorialDialog({ open, onClose }: DashboardTutorialDialogProps) {
  const intl = useIntl();
  const { productName } = useProductConfig();
  const pages = dashboardTutorialPages(intl, productName);
  const [index, setIndex] = useState(0);
  const page = pages[index] ?? pages[0]!;
  const isFirst = index === 0;
  const isLast = index === pages.length - 1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="dashboard-tutorial-title"
      aria-describedby="dashboard-tutorial-page"
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => setIndex(0) } }}
    >
      <DialogTitle id="dashboard-tutorial-title">
        <FormattedMessage id="tutorial.title" values={{ productName }} />
      </DialogTitle>
      <DialogContent>
        <Box
          id="dashboard-tutorial-page"
          sx={{ '& p': { mt: 0 }, '& ul': { paddingInlineStart: 3 } }}
        >
          <Typography component="h3" variant="h6" gutterBottom>
            {page.title}
          </Typography>
          <Typography component="div">{page.body}</Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, px: 3 }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          <FormattedMessage
            id="tutorial.pageOf"
            values={{ page: intl.formatNumber(index + 1), count: intl.formatNumber(pages.length) }}
          />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button onClick={() => setIndex((i) => i - 1)} disabled={isFirst}>
            <FormattedMessage id="tutorial.previous" />
          </Button>
          {isLast ? (
            <Button variant="contained" onClick={onClose}>
              <FormattedMessage id="tutorial.start" />
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setIndex((i) => i + 1)}>
              <FormattedMessage id="tutorial.next" />
            </Button>
          )}
        </Box>
      </DialogActions>
    </Dialog>
  );
}
