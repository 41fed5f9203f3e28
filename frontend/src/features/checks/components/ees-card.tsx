import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { EES_START_DATE } from '@app/schengen-rules';

import { useToast } from '../../../components/feedback/toast';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import { useEesRegistered } from '../../../lib/use-ees-registered';
import { CheckCard } from './check-card';

/** SPEC §2 EES card and §4 "EES toggle": the registration flag, kept with the user's account. */
export function EesCard() {
  const intl = useIntl();
  const language = useLanguage();
  const [isRegistered, setIsRegistered] = useEesRegistered();
  const { toast } = useToast();

  const change = (_event: ChangeEvent<HTMLInputElement>, checked: boolean) => {
    setIsRegistered(checked);
    if (checked) {
      toast({ title: intl.formatMessage({ id: 'checks.ees.registeredToast' }) });
    }
  };

  return (
    <CheckCard id="ees" title={intl.formatMessage({ id: 'checks.ees.title' })}>
      <Typography color="text.secondary">
        <FormattedMessage
          id="checks.ees.intro"
          values={{ date: formatLongDate(EES_START_DATE, language) }}
        />
      </Typography>
      <FormControlLabel
        control={<Switch checked={isRegistered} onChange={change} />}
        label={intl.formatMessage({ id: 'checks.ees.registered' })}
      />
    </CheckCard>
  );
}
