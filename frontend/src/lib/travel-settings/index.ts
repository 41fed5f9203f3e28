export { NO_TRAVEL_SETTINGS } from './no-travel-settings';
export { travelSettingsApi, useUpdateTravelSettingsMutation } from './travel-settings-api';
export { type TravelSettings, useTravelSettings } from './use-travel-settings';
