import type { TravelSettingsDto } from '@app/contracts';

/** A new account's travel settings (and a visitor's until they set any): nothing set. */
export const NO_TRAVEL_SETTINGS: TravelSettingsDto = {
  ees_registered: false,
  ees_notice_shown: false,
  insurance_start_date: null,
  insurance_end_date: null,
  etias_applied_date: null,
  etias_received: false,
  etias_valid_until: null,
};
