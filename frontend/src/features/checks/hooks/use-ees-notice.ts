import { useEffect, useState } from 'react';

import { countEesAffectedStays } from '@app/schengen-rules';

import { useAuth } from '../../../lib/session';
import { STORAGE_KEYS } from '../../../lib/storage';
import { isBoolean, useStoredState } from '../../../lib/use-stored-state';
import { useVisits } from '../../../lib/travel';
import { useEesRegistered } from '../../../lib/use-ees-registered';

export interface EesNotice {
  isOpen: boolean;
  /** Planned visits starting on or after the EES start day (SPEC §5). */
  affectedVisits: number;
  close: () => void;
}

/**
 * SPEC §5 "EES warning": once the entries have loaded, a user who has not registered for the EES
 * and has planned visits from 12 October 2025 on is told about them, once per user
 * (`eesNoticeShown.<user id>`, recorded as soon as the notice opens).
 */
export function useEesNotice(): EesNotice {
  const { user } = useAuth();
  const { stays, today, isLoading, isError } = useVisits();
  const [isRegistered] = useEesRegistered();
  const [wasShown, setWasShown] = useStoredState(
    `${STORAGE_KEYS.eesNoticeShown}.${user?.id ?? 'anonymous'}`,
    isBoolean,
    false,
  );
  const [isOpen, setIsOpen] = useState(false);
  const [affectedVisits, setAffectedVisits] = useState(0);

  const isReady = user !== null && !isLoading && !isError;
  const count = isReady ? countEesAffectedStays(stays, { today }) : 0;

  useEffect(() => {
    if (!isReady || isRegistered || wasShown || count < 1) return;
    setAffectedVisits(count);
    setIsOpen(true);
    setWasShown(true);
  }, [isReady, isRegistered, wasShown, count, setWasShown]);

  return { isOpen, affectedVisits, close: () => setIsOpen(false) };
}
