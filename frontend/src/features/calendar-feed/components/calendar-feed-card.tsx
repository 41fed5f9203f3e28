import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';
import { LoadingSpinner } from '../../../components/feedback/loading-spinner';
import { useToast } from '../../../components/feedback/toast';
import { errorMessageOf } from '../../../lib/api';
import { formatLongDate } from '../../../lib/dates';
import {
  useCalendarFeedStatusQuery,
  useCreateCalendarFeedMutation,
  useListTravellersQuery,
  useRevokeCalendarFeedMutation,
} from '../api/calendar-feed-api';

const LOAD_ERROR = 'Unable to load your calendar feed';

/** The address just made, with a button that copies it. */
function FeedAddress({ url }: { url: string }) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Address copied', description: 'Paste it into your calendar application.' });
    } catch {
      toast({
        variant: 'destructive',
        title: 'Could not copy',
        description: 'Select the address and copy it yourself.',
      });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField
        label="Feed address"
        value={url}
        size="small"
        sx={{ flex: '1 1 24rem' }}
        helperText="Shown only now: keep it private, anyone with it can read your visits."
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button variant="outlined" onClick={() => void copy()}>
        Copy address
      </Button>
    </Box>
  );
}

/**
 * 'Calendar feed' (issue #22, "Never retyped"): a secret address that a calendar application
 * subscribes to, with the visits and the last days to stay. Create it, replace it with a new one
 * (the old one stops working) or turn it off; the address is shown once, when it is made.
 */
export function CalendarFeedCard() {
  const travellers = useListTravellersQuery();
  const travellerId = travellers.data?.[0]?.id;
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
      setFailure(errorMessageOf(error, 'Could not make a calendar feed. Please try again.'));
    }
  };
  const turnOff = async () => {
    if (!travellerId) return;
    setFailure(null);
    try {
      await revoke(travellerId).unwrap();
      setUrl(null);
    } catch (error) {
      setFailure(errorMessageOf(error, 'Could not turn the calendar feed off. Please try again.'));
    }
  };
  const retry = () => void (travellers.isError ? travellers.refetch() : status.refetch());
  const feed = status.data;

  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="calendar-feed-heading"
      sx={{ mt: 3 }}
    >
      <CardContent>
        <Typography id="calendar-feed-heading" component="h2" variant="h3" gutterBottom>
          Calendar feed
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Subscribe to your visits and your last days to stay from Google Calendar, Apple Calendar
          or Outlook. The address works without signing in, so keep it private.
        </Typography>
        {travellers.isLoading || status.isLoading ? <LoadingSpinner /> : null}
        {travellers.isError || status.isError ? (
          <LoadErrorAlert onRetry={retry}>{LOAD_ERROR}</LoadErrorAlert>
        ) : null}
        {feed ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography>
              {feed.active && feed.created_at
                ? `Your calendar feed is on (address made on ${formatLongDate(feed.created_at.slice(0, 10))}).`
                : 'You have no calendar feed.'}
            </Typography>
            {url ? <FeedAddress url={url} /> : null}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<CalendarMonth aria-hidden />}
                onClick={() => void makeAddress()}
                disabled={isBusy}
              >
                {feed.active ? 'Make a new address' : 'Create calendar feed'}
              </Button>
              {feed.active ? (
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => void turnOff()}
                  disabled={isBusy}
                >
                  Turn off
                </Button>
              ) : null}
            </Box>
            {feed.active ? (
              <Typography variant="body2" color="text.secondary">
                A new address stops the old one from working.
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}
