import { useEffect, useRef, useState } from 'react';

import { countEesAffectedStays } from '@app/schengen-rules';

import { useAuth } from '../../../lib/session';
import { useVisits } from '../../../lib/travel';
import { useTravelSettings } from '../../../lib/travel-settings';

export interface EesNotice {
  isOpen: boolean;
  /** Planned visits starting on or after the EES start day (SPEC §5). */
  affectedVisits: number;
  close: () => void;
}

/**
 * SPEC §5 "EES warning": once the entries have loaded, a user who has not registered for the EES
 * and has planned visits from 12 October 2025 on is told about them, once per user
 * (`ees_notice_shown` in the user's profile, recorded as soon as the notice opens).
 */
export function useEesNotice(): EesNotice {
  const { user } = useAuth();
  const { stays, today, isLoading, isError } = useVisits();
  const { settings, save } = useTravelSettings();
  const { ees_registered: isRegistered, ees_notice_shown: wasShown } = settings;
  const [isOpen, setIsOpen] = useState(false);
  const [affectedVisits, setAffectedVisits] = useState(0);
  // Shown at most once per page even if recording it fails (the failed save is undone).
  const hasShown = useRef(false);

  const isReady = user !== null && !isLoading && !isError;
  const count = isReady ? countEesAffectedStays(stays, { today }) : 0;

  useEffect(() => {
    if (!isReady || isRegistered || wasShown || count < 1 || hasShown.current) return;
    hasShown.current = true;
    setAffectedVisits(count);
    setIsOpen(true);
    void save({ ees_notice_shown: true });
  }, [isReady, isRegistered, wasShown, count, save]);

  return { isOpen, affectedVisits, close: () => setIsOpen(false) };
}
