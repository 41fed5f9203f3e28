import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { SectionCard } from '../../../components/layout/section-card';
import { FailureAlert } from '../../../components/feedback/failure-alert';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { formatLongDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/i18n/language-provider';
import {
  useCalendarFeedStatusQuery,
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} from '../api/calendar-feed-api';
import { useTravellerId } from '../../../lib/travel/traveller-param';
import { useListTravellersQuery } from '../../../lib/travel/travellers-api';

/** The address just made, with a button that copies it. */
function FeedAddress({ url }: { url: string }) {
  const intl = useIntl();
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: intl.formatMessage({ id: 'transfer.feed.copied' }),
        description: intl.formatMessage({ id: 'transfer.feed.copiedDetail' }),
      });
    } catch {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'transfer.feed.copyFailed' }),
        description: intl.formatMessage({ id: 'transfer.feed.copyFailedDetail' }),
      });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label={intl.formatMessage({ id: 'transfer.feed.address' })}
        value={url}
        size="small"
        sx={{ flex: '1 1 24rem' }}
        helperText={intl.formatMessage({ id: 'transfer.feed.addressHelp' })}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button variant="outlined" onClick={() => void copy()}>
        <FormattedMessage id="transfer.feed.copy" />
      </Button>
    </Box>
  );
}

/**
 * 'Calendar feed' (issue #22, "Never retyped"): a secret address that a calendar application
 * subscribes to, with the visits and the last days to stay of the traveller the dashboard shows. Create it, replace it with a new one
 * (the old one stops working) or turn it off; the address is shown once, when it is made.
 */
export function CalendarFeedCard() {
  const intl = useIntl();
  const language = useLanguage();
  // The feed of the traveller the dashboard shows (its `?traveller=`), else the account holder's.
  const travellers = useListTravellersQuery();
  const chosen = useTravellerId();
  const travellerId =
    chosen ?? travellers.data?.find((traveller) => traveller.is_account_holder)?.id;
  const status = useCalendarFeedStatusQuery(travellerId ?? '', { skip: !travellerId });
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [url, setUrl] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const isBusy = creating.isLoading || revoking.isLoading;

  const makeAddress = async () => {
    if (!travellerId) return;
    setFailure(null);
    try {
      setUrl((await create(travellerId).unwrap()).url);
    } catch (error) {
      setFailure(errorMessageOf(error, intl.formatMessage({ id: 'transfer.feed.createFailed' })));
    }
  };
  const turnOff = async () => {
    if (!travellerId) return;
    setFailure(null);
    try {
      await revoke(travellerId).unwrap();
      setUrl(null);
    } catch (error) {
      setFailure(errorMessageOf(error, intl.formatMessage({ id: 'transfer.feed.turnOffFailed' })));
    }
  };
  const retry = () => void (travellers.isError ? travellers.refetch() : status.refetch());
  const feed = status.data;

  return (
    <SectionCard
      headingId="calendar-feed-heading"
      title={<FormattedMessage id="transfer.feed.title" />}
      intro={<FormattedMessage id="transfer.feed.intro" />}
      sx={{ mt: 3 }}
    >
      {travellers.isLoading || status.isLoading ? <LoadingSpinner /> : null}
      {travellers.isError || status.isError ? (
        <LoadErrorAlert onRetry={retry}>
          <FormattedMessage id="transfer.feed.loadError" />
        </LoadErrorAlert>
      ) : null}
      {feed ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography>
            {feed.active && feed.created_at ? (
              <FormattedMessage
                id="transfer.feed.on"
                values={{ date: formatLongDate(feed.created_at.slice(0, 10), language) }}
              />
            ) : (
              <FormattedMessage id="transfer.feed.off" />
            )}
          </Typography>
          {url ? <FeedAddress url={url} /> : null}
          <FailureAlert failure={failure} />
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              startIcon={<CalendarMonth aria-hidden />}
              onClick={() => void makeAddress()}
              disabled={isBusy}
            >
              <FormattedMessage id={feed.active ? 'transfer.feed.renew' : 'transfer.feed.create'} />
            </Button>
            {feed.active ? (
              <Button
                color="error"
                variant="outlined"
                onClick={() => void turnOff()}
                disabled={isBusy}
              >
                <FormattedMessage id="transfer.feed.turnOff" />
              </Button>
            ) : null}
          </Box>
          {feed.active ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="transfer.feed.renewNote" />
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </SectionCard>
  );
}
