import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/** The label of every button that reads data again after a failed load. */
export const RETRY_LABEL = 'Try again';

/**
 * A region's error state when its data could not be loaded (issue #17): what is missing, and a
 * button that reads it again. The region shows no figure beside it.
 */
export function LoadErrorAlert({
  children,
  onRetry,
}: {
  children: ReactNode;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      data-load-error=""
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {RETRY_LABEL}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
