import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { isIsoDate, type PassportDates } from '@app/schengen-rules';

import { useAuth } from '../../../lib/session';
import { CheckCard } from './check-card';
import { PassportCheckPanel } from './passport-check-panel';

const PANEL_ID = 'passport-check-panel';

/** Both passport dates of the signed-in user, or null while either is missing. */
function passportDatesOf(
  user: { passport_issue_date?: string | null; passport_expiry_date?: string | null } | null,
): PassportDates | null {
  const issueDate = user?.passport_issue_date;
  const expiryDate = user?.passport_expiry_date;
  if (!isIsoDate(issueDate) || !isIsoDate(expiryDate)) return null;
  return { issueDate, expiryDate };
}

/** SPEC §2 'Valid Passport Dates': the check runs once both passport dates are on the profile. */
export function PassportCheckCard() {
  const intl = useIntl();
  const { user } = useAuth();
  const passport = passportDatesOf(user);
  const [isOpen, setIsOpen] = useState(false);
  const isShown = isOpen && passport !== null;

  return (
    <CheckCard id="passport-check" title={intl.formatMessage({ id: 'checks.passport.title' })}>
      <Typography color="text.secondary">
        <FormattedMessage id="checks.passport.intro" />
      </Typography>
      {passport === null ? (
        <Alert severity="info" role="note">
          <FormattedMessage id="checks.passport.needsDates" />
        </Alert>
      ) : null}
      <Box>
        <Button
          variant="contained"
          disabled={passport === null}
          aria-expanded={isShown}
          aria-controls={isShown ? PANEL_ID : undefined}
          onClick={() => setIsOpen((open) => !open)}
        >
          <FormattedMessage id={isShown ? 'checks.passport.hide' : 'checks.passport.show'} />
        </Button>
      </Box>
      {isShown ? <PassportCheckPanel id={PANEL_ID} passport={passport} /> : null}
    </CheckCard>
  );
}
