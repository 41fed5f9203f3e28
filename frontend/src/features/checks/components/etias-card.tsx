import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { ETIAS_START_YEAR } from '@app/schengen-rules';

import { useEtiasSettings } from '../hooks/use-etias-settings';
import { CheckCard } from './check-card';

const DATE_LABEL = { inputLabel: { shrink: true } } as const;

/**
 * SPEC §2 ETIAS card: shown but disabled until the travel authorisation starts. Its fields read
 * what the user's account keeps (SPEC §3's fields, issue #17) and cannot be edited yet.
 */
export function EtiasCard() {
  const { appliedDate, isReceived, validUntil } = useEtiasSettings();
  return (
    <CheckCard
      id="etias"
      title="ETIAS"
      isDisabled
      badge={<Chip label={`Available in ${ETIAS_START_YEAR}`} size="small" variant="outlined" />}
    >
      <Typography color="text.secondary">
        ETIAS is the travel authorisation that visa-free travellers will need before visiting the
        Schengen Area. You will be able to keep track of yours here once it starts.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id="etias-applied"
          label="Date applied"
          type="date"
          value={appliedDate}
          disabled
          slotProps={DATE_LABEL}
        />
        <TextField
          id="etias-valid-until"
          label="Valid until"
          type="date"
          value={validUntil}
          disabled
          slotProps={DATE_LABEL}
        />
      </Box>
      <FormControlLabel
        control={<Switch checked={isReceived} disabled />}
        label="ETIAS received"
        disabled
      />
    </CheckCard>
  );
}
