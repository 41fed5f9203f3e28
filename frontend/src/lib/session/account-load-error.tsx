import Container from '@mui/material/Container';

import { LoadErrorAlert } from '../../components/feedback/load-error-alert';

/** What a guarded page shows when who is signed in could not be read (issue #17). */
export const USER_LOAD_ERROR = 'Your account could not be loaded.';

/** The guarded page's error state: the account could not be read; 'Try again' reads it again. */
export function AccountLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Container maxWidth="sm" component="main" sx={{ py: 8 }}>
      <LoadErrorAlert onRetry={onRetry}>{USER_LOAD_ERROR}</LoadErrorAlert>
    </Container>
  );
}
