import { useCallback, useEffect, useMemo } from 'react';

import type { TravelSettingsDto } from '@app/contracts';

import { useToast } from '../../components/feedback/toast';
import { errorMessageOf } from '../api';
import { useAuth } from '../session';
import { removeLegacyTravelSettings, STORAGE_KEYS } from '../storage';
import { useStoredState } from '../use-stored-state';
import { NO_TRAVEL_SETTINGS } from './no-travel-settings';
import { useUpdateTravelSettingsMutation } from './travel-settings-api';

const isDayOrNull = (value: unknown) =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** A stored visitor's settings: every field of the right kind (else nothing is used). */
function isTravelSettings(value: unknown): value is TravelSettingsDto {
  if (typeof value !== 'object' || value === null) return false;
  const settings = value as Record<string, unknown>;
  return (
    typeof settings['ees_registered'] === 'boolean' &&
    typeof settings['ees_notice_shown'] === 'boolean' &&
    typeof settings['etias_received'] === 'boolean' &&
    isDayOrNull(settings['insurance_start_date']) &&
    isDayOrNull(settings['insurance_end_date']) &&
    isDayOrNull(settings['etias_applied_date']) &&
    isDayOrNull(settings['etias_valid_until'])
  );
}

export interface TravelSettings {
  settings: TravelSettingsDto;
  /** Saves some of the settings; resolves to whether they were saved. */
  save: (changes: Partial<TravelSettingsDto>) => Promise<boolean>;
}

/**
 * The traveller's EES, insurance and travel-authorisation settings (SPEC §3 "Other locally
 * stored settings", issue #17). A signed-in user's live in their profile on the server, so they
 * follow the user to every device and never carry over to another account on this browser; a
 * failed save is undone and told with SPEC's 'Failed to update profile' toast. Without a user (a
 * visitor) they stay in this browser. What older versions kept in the browser is removed.
 */
export function useTravelSettings(): TravelSettings {
  const { user } = useAuth();
  const [update] = useUpdateTravelSettingsMutation();
  const { toast } = useToast();
  const [visitor, setVisitor] = useStoredState(
    STORAGE_KEYS.visitorTravelSettings,
    isTravelSettings,
    NO_TRAVEL_SETTINGS,
  );

  useEffect(() => removeLegacyTravelSettings(), []);

  const settings = useMemo<TravelSettingsDto>(
    () =>
      user
        ? {
            ees_registered: user.ees_registered,
            ees_notice_shown: user.ees_notice_shown,
            insurance_start_date: user.insurance_start_date,
            insurance_end_date: user.insurance_end_date,
            etias_applied_date: user.etias_applied_date,
            etias_received: user.etias_received,
            etias_valid_until: user.etias_valid_until,
          }
        : visitor,
    [user, visitor],
  );

  const isSignedIn = user !== null;
  const save = useCallback(
    async (changes: Partial<TravelSettingsDto>): Promise<boolean> => {
      if (!isSignedIn) {
        setVisitor({ ...visitor, ...changes });
        return true;
      }
      try {
        await update(changes).unwrap();
        return true;
      } catch (error) {
        toast({
          variant: 'destructive',
          title: 'Failed to update profile',
          description: errorMessageOf(error, 'An error occurred. Please try again.'),
        });
        return false;
      }
    },
    [isSignedIn, visitor, setVisitor, update, toast],
  );

  return { settings, save };
}
