import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A region's error state when its data could not be loaded (issue #17): what is missing, and a
 * button that reads it again ('Try again', in the page's language). The region shows no figure
 * beside it.
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
          <FormattedMessage id="common.retry" />
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
