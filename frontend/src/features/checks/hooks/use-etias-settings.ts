import { STORAGE_KEYS } from '../../../lib/storage';
import { isBoolean, isIsoDateOrEmpty, useStoredState } from '../../../lib/use-stored-state';

export interface EtiasSettings {
  appliedDate: string;
  isReceived: boolean;
  validUntil: string;
}

/** SPEC §3: the travel-authorisation fields, kept in this browser ('' when not set). */
export function useEtiasSettings(): EtiasSettings {
  const [appliedDate] = useStoredState(STORAGE_KEYS.etiasApplied, isIsoDateOrEmpty, '');
  const [isReceived] = useStoredState(STORAGE_KEYS.etiasReceived, isBoolean, false);
  const [validUntil] = useStoredState(STORAGE_KEYS.etiasValidUntil, isIsoDateOrEmpty, '');
  return { appliedDate, isReceived, validUntil };
}
