import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';

import { browserTimeZone } from '../../lib/time-zones';
import { isCookieBannerDue } from './cookie-banner-rule';
import {
  bannerHidden,
  preferencesSaved,
  selectIsHiddenForSession,
  selectPreferences,
} from './consent-slice';
import {
  type CookiePreferences,
  writeBannerHiddenForSession,
  writeCookiePreferences,
} from './consent-storage';

/** The banner's state and its three choices, each stored locally (SPEC §4). */
export function useCookieConsent() {
  const dispatch = useDispatch();
  const preferences = useSelector(selectPreferences);
  const isHiddenForSession = useSelector(selectIsHiddenForSession);
  const isBannerVisible = isCookieBannerDue(preferences, isHiddenForSession, browserTimeZone());

  const save = useCallback(
    (next: CookiePreferences) => {
      writeCookiePreferences(next);
      dispatch(preferencesSaved(next));
    },
    [dispatch],
  );

  return {
    isBannerVisible,
    acceptAll: () =>
      save({ necessary: true, functional: true, analytics: true, consent: 'accepted' }),
    essentialOnly: () =>
      save({ necessary: true, functional: false, analytics: false, consent: 'rejected' }),
    saveSelection: (choice: { functional: boolean; analytics: boolean }) =>
      save({ necessary: true, ...choice, consent: 'selected' }),
    hideForSession: () => {
      writeBannerHiddenForSession();
      dispatch(bannerHidden());
    },
  };
}
