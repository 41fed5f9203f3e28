import { skipToken } from '@reduxjs/toolkit/query/react';

import type { PassportDates } from '@app/contracts';

import { useAuth } from '../session';
import { useTravellerId } from './traveller-param';
import { useTravellerDetailsQuery } from './travellers-api';

/** The passport of the traveller shown, as far as it is known. */
export type ShownPassport =
  /** Read: the dates (each null when not given). */
  | { state: 'known'; dates: PassportDates }
  /** Being read (another traveller's), or no user yet. */
  | { state: 'loading' }
  /** Another traveller's could not be read: nothing may be said of them until a retry works. */
  | { state: 'failed'; retry: () => void };

/**
 * The passport dates of the traveller the dashboard shows (issue #22): the profile's for the
 * account holder, the traveller's own for another (`GET /api/travellers/{id}/details`). While
 * they load, or when their read failed, they are not known: a check must then neither run nor say
 * that dates are missing.
 */
export function useShownPassport(): ShownPassport {
  const travellerId = useTravellerId();
  const { user } = useAuth();
  const { data, isError, refetch } = useTravellerDetailsQuery(travellerId ?? skipToken);
  if (travellerId === undefined) {
    return user
      ? {
          state: 'known',
          dates: {
            passport_issue_date: user.passport_issue_date,
            passport_expiry_date: user.passport_expiry_date,
          },
        }
      : { state: 'loading' };
  }
  if (isError) return { state: 'failed', retry: () => void refetch() };
  return data === undefined ? { state: 'loading' } : { state: 'known', dates: data };
}
