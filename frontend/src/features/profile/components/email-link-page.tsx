import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { errorMessageOf } from '../../../lib/api';

interface EmailLinkPageProps {
  /** The page's <h1>. */
  title: ReactNode;
  /** What the page says when the link carries no token. */
  invalidLink: ReactNode;
  /** What the page asks before the request is sent. */
  question: ReactNode;
  /** The button that sends the request: its text, or its in-progress text while `busy`. */
  action: ReactNode;
  /** Sends the request with the link's token. */
  onAction: (token: string) => void;
  /** The request is being sent: the button cannot be pressed again. */
  busy: boolean;
  /** The request's failure, shown with the server's message (or "try again") above the button. */
  error: unknown;
  /**
   * The request's outcome once it succeeded (undefined before), which then takes the place of the
   * question and the button.
   */
  outcome: ReactNode | undefined;
  /** Where the link under the page leads, and its text. */
  back: { to: string; label: ReactNode };
}

/**
 * The shape of a page that a link from an e-mail opens to send one request with the link's
 * `?token=` (confirming a new e-mail address, unsubscribing): one button sends it, so that a mail
 * scanner opening the link changes nothing, and the outcome (or the server's error) replaces the
 * question. The page's <main id="main"> is the skip link's target (PublicFrame).
 *
 * @example
 * <EmailLinkPage title="Unsubscribe" action="Unsubscribe" onAction={(token) => void unsubscribe(token)} … />
 */
export function EmailLinkPage({
  title,
  invalidLink,
  question,
  action,
  onAction,
  busy,
  error,
  outcome,
  back,
}: EmailLinkPageProps) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <Stack component="main" id="main" spacing={3} sx={{ maxWidth: 560, mx: 'auto', py: 6 }}>
      <Typography component="h1" variant="h2">
        {title}
      </Typography>
      {!token ? (
        <Alert severity="error">{invalidLink}</Alert>
      ) : outcome !== undefined ? (
        <Alert severity="success">{outcome}</Alert>
      ) : (
        <>
          <Typography>{question}</Typography>
          {error ? (
            <Alert severity="error">
              {errorMessageOf(error, intl.formatMessage({ id: 'common.tryAgain' }))}
            </Alert>
          ) : null}
          <Button variant="contained" onClick={() => onAction(token)} disabled={busy}>
            {action}
          </Button>
        </>
      )}
      <Button component={RouterLink} to={back.to}>
        {back.label}
      </Button>
    </Stack>
  );
}
