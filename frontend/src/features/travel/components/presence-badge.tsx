import Chip from '@mui/material/Chip';
import { useIntl } from 'react-intl';

/** SPEC §2: 'Currently Inside/Outside Schengen Area' (today within any visit). */
export function PresenceBadge({ isInside }: { isInside: boolean }) {
  const intl = useIntl();
  return (
    <Chip
      role="status"
      color={isInside ? 'primary' : 'default'}
      variant={isInside ? 'filled' : 'outlined'}
      label={intl.formatMessage({
        id: isInside ? 'dashboard.presence.inside' : 'dashboard.presence.outside',
      })}
      data-presence={isInside ? 'inside' : 'outside'}
    />
  );
}
