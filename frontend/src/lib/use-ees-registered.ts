import { STORAGE_KEYS } from './storage';
import { isBoolean, useStoredState } from './use-stored-state';

/** SPEC §3/§5: the locally stored 'EES biometric registration completed' flag. */
export function useEesRegistered(): [boolean, (registered: boolean) => void] {
  return useStoredState(STORAGE_KEYS.eesRegistered, isBoolean, false);
}
