import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { LoadStates } from '../feedback/load-states';
import { SectionCard, type SectionCardProps } from './section-card';

interface LoadStatesCardProps<T> extends Omit<SectionCardProps, 'children'> {
  data: T | undefined;
  isError: boolean;
  onRetry: () => unknown;
  /** What could not be loaded, in the page's language. */
  loadError: ReactNode;
  /** The card's parts once the data has arrived, stacked one under the other. */
  children: (data: T) => ReactNode;
}

/**
 * A SectionCard whose content is one read (the travellers, the excluded periods): under its
 * heading and intro, the read's error with a retry or a spinner (LoadStates), then its parts with
 * the data, stacked.
 *
 * @example
 * <LoadStatesCard headingId={headingId} title="Travellers" data={data} isError={isError}
 *   onRetry={refetch} loadError="The travellers could not be loaded.">
 *   {(travellers) => <TravellerList travellers={travellers} />}
 * </LoadStatesCard>
 */
export function LoadStatesCard<T>({
  data,
  isError,
  onRetry,
  loadError,
  children,
  ...card
}: LoadStatesCardProps<T>) {
  return (
    <SectionCard {...card}>
      <LoadStates data={data} isError={isError} onRetry={onRetry} error={loadError}>
        {(loaded) => <Stack spacing={2}>{children(loaded)}</Stack>}
      </LoadStates>
    </SectionCard>
  );
}
