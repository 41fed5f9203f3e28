import { skipToken } from '@reduxjs/toolkit/query/react';

import type { PassportDates } from '@app/contracts';

import { useAuth } from '../session';
import { useTravellerId } from './traveller-param';
import { useTravellerDetailsQuery } from './travellers-api';

/**
 * The passport dates of the traveller the dashboard shows (issue #22): the profile's for the
 * account holder, the traveller's own for another (`GET /api/travellers/{id}/details`);
 * undefined while they load or when they cannot be read (no check runs on dates it does not know).
 */
export function useShownPassport(): PassportDates | undefined {
  const travellerId = useTravellerId();
  const { user } = useAuth();
  const { data } = useTravellerDetailsQuery(travellerId ?? skipToken);
  if (travellerId === undefined) {
    return user
      ? {
          passport_issue_date: user.passport_issue_date,
          passport_expiry_date: user.passport_expiry_date,
        }
      : undefined;
  }
  return data;
}
