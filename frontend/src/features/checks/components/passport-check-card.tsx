import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { PassportDates as PassportFields } from '@app/contracts';
import { isIsoDate, type PassportDates } from '@app/schengen-rules';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { useShownPassport, useTravellerId } from '../../../lib/travel';
import { CheckCard } from './check-card';
import { PassportCheckPanel } from './passport-check-panel';

const PANEL_ID = 'passport-check-panel';

/** Both passport dates of the traveller shown, or null while either is missing. */
function passportDatesOf(passport: PassportFields | undefined): PassportDates | null {
  const issueDate = passport?.passport_issue_date;
  const expiryDate = passport?.passport_expiry_date;
  if (!isIsoDate(issueDate) || !isIsoDate(expiryDate)) return null;
  return { issueDate, expiryDate };
}

/**
 * SPEC §2 'Valid Passport Dates': the check runs once both passport dates of the traveller shown
 * are known (the profile's for the account holder, the Travellers card's for another). Until
 * another traveller's dates have been read nothing is said of them; a failed read says so, with a
 * retry.
 */
export function PassportCheckCard() {
  const intl = useIntl();
  const isAccountHolder = useTravellerId() === undefined;
  const shown = useShownPassport();
  const passport = passportDatesOf(shown.state === 'known' ? shown.dates : undefined);
  const [isOpen, setIsOpen] = useState(false);
  const isShown = isOpen && passport !== null;

  return (
    <CheckCard id="passport-check" title={intl.formatMessage({ id: 'checks.passport.title' })}>
      <Typography color="text.secondary">
        <FormattedMessage id="checks.passport.intro" />
      </Typography>
      {shown.state === 'failed' ? (
        <LoadErrorAlert onRetry={shown.retry}>
          <FormattedMessage id="checks.passport.loadError" />
        </LoadErrorAlert>
      ) : null}
      {shown.state === 'known' && passport === null ? (
        <Alert severity="info" role="note">
          <FormattedMessage
            id={
              isAccountHolder ? 'checks.passport.needsDates' : 'checks.passport.needsTravellerDates'
            }
          />
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
