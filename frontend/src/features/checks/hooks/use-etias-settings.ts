import { useTravelSettings } from '../../../lib/travel-settings';

export interface EtiasSettings {
  appliedDate: string;
  isReceived: boolean;
  validUntil: string;
}

/** SPEC §3: the travel-authorisation fields, kept with the user's account ('' when not set). */
export function useEtiasSettings(): EtiasSettings {
  const { settings } = useTravelSettings();
  return {
    appliedDate: settings.etias_applied_date ?? '',
    isReceived: settings.etias_received,
    validUntil: settings.etias_valid_until ?? '',
  };
}
