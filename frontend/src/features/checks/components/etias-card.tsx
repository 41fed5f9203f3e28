import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { ETIAS_START_YEAR } from '@app/schengen-rules';

import { useEtiasSettings } from '../hooks/use-etias-settings';
import { CheckCard } from './check-card';

const DATE_LABEL = { inputLabel: { shrink: true } } as const;
/** A year as the page's language writes it ('2026', '2026年', 'พ.ศ. 2569'). */
const YEAR = { year: 'numeric', timeZone: 'UTC' } as const;

/**
 * SPEC §2 ETIAS card: shown but disabled until the travel authorisation starts. Its fields read
 * what the user's account keeps (SPEC §3's fields, issue #17) and cannot be edited yet.
 */
export function EtiasCard() {
  const intl = useIntl();
  const { appliedDate, isReceived, validUntil } = useEtiasSettings();
  return (
    <CheckCard
      id="etias"
      title={intl.formatMessage({ id: 'checks.etias.title' })}
      isDisabled
      badge={
        <Chip
          label={intl.formatMessage(
            { id: 'checks.etias.available' },
            { year: intl.formatDate(Date.UTC(ETIAS_START_YEAR, 0, 1), YEAR) },
          )}
          size="small"
          variant="outlined"
        />
      }
    >
      <Typography color="text.secondary">
        <FormattedMessage id="checks.etias.intro" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id="etias-applied"
          label={intl.formatMessage({ id: 'checks.etias.applied' })}
          type="date"
          value={appliedDate}
          disabled
          slotProps={DATE_LABEL}
        />
        <TextField
          id="etias-valid-until"
          label={intl.formatMessage({ id: 'checks.etias.validUntil' })}
          type="date"
          value={validUntil}
          disabled
          slotProps={DATE_LABEL}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={isReceived} disabled />}
        label={intl.formatMessage({ id: 'checks.etias.received' })}
        disabled
      />
    </CheckCard>
  );
}
