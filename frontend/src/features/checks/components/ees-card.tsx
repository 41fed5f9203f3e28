import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';

import { EES_START_DATE } from '@app/schengen-rules';

import { useToast } from '../../../components/feedback/toast';
import { formatLongDate } from '../../../lib/dates';
import { useEesRegistered } from '../../../lib/use-ees-registered';
import { CheckCard } from './check-card';

/** SPEC §2 EES card and §4 "EES toggle": the registration flag, kept with the user's account. */
export function EesCard() {
  const [isRegistered, setIsRegistered] = useEesRegistered();
  const { toast } = useToast();

  const change = (_event: ChangeEvent<HTMLInputElement>, checked: boolean) => {
    setIsRegistered(checked);
    if (checked) {
      toast({ title: "EES registration complete! You won't see EES warnings for future visits." });
    }
  };

  return (
    <CheckCard id="ees" title="EES (Entry/Exit System)">
      <Typography color="text.secondary">
        From {formatLongDate(EES_START_DATE)} the EU records your fingerprints and a photo at your
        first Schengen border crossing, so allow extra time at the border. Once you have registered,
        turn this on and you won&apos;t be warned about it again.
      </Typography>
      <FormControlLabel
        control={<Switch checked={isRegistered} onChange={change} />}
        label="EES biometric registration completed"
      />
    </CheckCard>
  );
}
