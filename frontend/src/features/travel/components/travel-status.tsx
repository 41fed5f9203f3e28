import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { Placeholder } from '../../../components/feedback/placeholder';
import { useVisits } from '../../../lib/travel';
import { PresenceBadge } from './presence-badge';
import { StatusAlert } from './status-alert';
import { type StatusFigures, StatusCards } from './status-cards';

export type TravelStatusFigures = StatusFigures & { isInside: boolean };

/**
 * The dashboard's badge, three cards and status alert (SPEC §2) for the signed-in user; while the
 * entries load, the same places hold skeletons of the same size; when they could not be loaded,
 * the cards hold no figure and the alert says so, with 'Try Again' (issue #17).
 */
export function TravelStatus() {
  const intl = useIntl();
  const { isLoading, isError, retry, ...figures } = useVisits();
  if (isLoading || isError) {
    return (
      <Stack spacing={2} data-travel-status="" aria-busy={isLoading}>
        <Placeholder width={232} height={32} still={isError} />
        <StatusCards state={isError ? 'failed' : 'loading'} />
        {isError ? (
          <LoadErrorAlert onRetry={retry}>
            <FormattedMessage id="dashboard.loadError" />
          </LoadErrorAlert>
        ) : (
          <Box role="progressbar" aria-label={intl.formatMessage({ id: 'dashboard.loading' })}>
            <Placeholder height={48} />
          </Box>
        )}
      </Stack>
    );
  }
  return <TravelStatusView {...figures} />;
}

/** The same for given figures. */
export function TravelStatusView({ isInside, ...figures }: TravelStatusFigures) {
  return (
    <Stack spacing={2} data-travel-status="">
      <Box>
        <PresenceBadge isInside={isInside} />
      </Box>
      <StatusCards {...figures} />
      <StatusAlert level={figures.level} daysUsed={figures.daysUsed} />
    </Stack>
  );
}
