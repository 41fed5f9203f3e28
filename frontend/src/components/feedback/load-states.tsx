import type { ReactNode } from 'react';

import { LoadErrorAlert } from './load-error-alert';
import { LoadingSpinner } from './loading-spinner';

/**
 * A region's states around one read (issue #17): its error with a retry when the read failed,
 * a spinner until `data` has arrived, then `children` with the data. Pass `data` as undefined
 * while data that must not show (another traveller's, a stale copy) is being replaced.
 *
 * @example
 * <LoadStates data={data} isError={isError} onRetry={refetch} error={<FormattedMessage id="travellers.loadError" />}>
 *   {(travellers) => <TravellerList travellers={travellers} />}
 * </LoadStates>
 */
export function LoadStates<T>({
  data,
  isError,
  onRetry,
  error,
  children,
}: {
  data: T | undefined;
  isError: boolean;
  onRetry: () => unknown;
  /** What could not be loaded, in the page's language. */
  error: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (isError) return <LoadErrorAlert onRetry={() => void onRetry()}>{error}</LoadErrorAlert>;
  if (data === undefined) return <LoadingSpinner />;
  return children(data);
}
