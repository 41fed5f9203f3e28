import Alert from '@mui/material/Alert';

/**
 * What went wrong when a form or an action was sent (the server's message, or the form's
 * fallback), announced as it appears; nothing while there is no failure.
 *
 * @example
 * <FailureAlert failure={failure} />
 */
export function FailureAlert({ failure }: { failure: string | null }) {
  return failure ? (
    <Alert severity="error" role="alert">
      {failure}
    </Alert>
  ) : null;
}
