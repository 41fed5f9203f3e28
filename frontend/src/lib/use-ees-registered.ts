import { useTravelSettings } from './travel-settings';

/**
 * SPEC §3/§5: the 'EES biometric registration completed' flag, kept with the signed-in user's
 * account (a visitor's in this browser).
 */
export function useEesRegistered(): [boolean, (registered: boolean) => void] {
  const { settings, save } = useTravelSettings();
  return [settings.ees_registered, (registered) => void save({ ees_registered: registered })];
}
