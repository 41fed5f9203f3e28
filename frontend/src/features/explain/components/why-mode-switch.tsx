import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useIntl } from 'react-intl';

import { messages } from '../messages';

export interface WhyModeSwitchProps {
  isExplaining: boolean;
  onChange: (isExplaining: boolean) => void;
}

/**
 * What a click on a calendar day does: record a visit (SPEC §4, the default) or open the day's
 * "Why" panel. A labelled group of two toggle buttons, reachable with Tab.
 */
export function WhyModeSwitch({ isExplaining, onChange }: WhyModeSwitchProps) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography id={labelId} component="span">
        {intl.formatMessage(messages.modeLabel)}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-labelledby={labelId}
        value={isExplaining ? 'why' : 'record'}
        onChange={(_event, value: 'why' | 'record' | null) => {
          if (value !== null) onChange(value === 'why');
        }}
      >
        <ToggleButton value="record">{intl.formatMessage(messages.modeRecord)}</ToggleButton>
        <ToggleButton value="why">{intl.formatMessage(messages.modeWhy)}</ToggleButton>
      </ToggleButtonGroup>
      {isExplaining ? (
        <Typography color="text.secondary" variant="body2" role="status">
          {intl.formatMessage(messages.modeHint)}
        </Typography>
      ) : null}
    </Stack>
  );
}
