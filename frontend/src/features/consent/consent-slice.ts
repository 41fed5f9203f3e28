import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import {
  type CookiePreferences,
  readBannerHiddenForSession,
  readCookiePreferences,
} from './consent-storage';

export interface ConsentState {
  preferences: CookiePreferences | null;
  isHiddenForSession: boolean;
}

/** The cookie choice; starts from what the browser stored (use-cookie-consent.ts persists). */
export const consentSlice = createSlice({
  name: 'consent',
  initialState: (): ConsentState => ({
    preferences: readCookiePreferences(),
    isHiddenForSession: readBannerHiddenForSession(),
  }),
  reducers: {
    preferencesSaved(state, action: PayloadAction<CookiePreferences>) {
      state.preferences = action.payload;
    },
    bannerHidden(state) {
      state.isHiddenForSession = true;
    },
  },
  selectors: {
    selectPreferences: (state) => state.preferences,
    selectIsHiddenForSession: (state) => state.isHiddenForSession,
  },
});

export const { preferencesSaved, bannerHidden } = consentSlice.actions;
export const { selectPreferences, selectIsHiddenForSession } = consentSlice.selectors;
