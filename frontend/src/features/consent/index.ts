export { CookieBanner } from './components/cookie-banner';
export { consentSlice } from './consent-slice';
export { readCookiePreferences, type CookiePreferences } from './consent-storage';
