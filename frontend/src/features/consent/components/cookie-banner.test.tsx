import { screen, within } from '@testing-library/react';

import { STORAGE_KEYS } from '../../../lib/storage';
import { setBrowserTimeZone } from '../../../testing/browser-time-zone';
import { renderWithProviders } from '../../../testing/render';
import { CookieBanner } from './cookie-banner';

const storedConsent = () => {
  const text = window.localStorage.getItem(STORAGE_KEYS.cookieConsent);
  return text === null ? null : (JSON.parse(text) as unknown);
};

async function renderBanner() {
  const view = renderWithProviders(<CookieBanner />);
  const banner = await screen.findByRole('region', { name: 'Cookies on Test Tracker' });
  return { ...view, banner };
}

describe('CookieBanner', () => {
  it.each(['UTC', 'America/New_York', 'Asia/Tokyo'])('stays hidden in %s', async (zone) => {
    setBrowserTimeZone(zone);
    renderWithProviders(<CookieBanner />);
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
  });

  it('shows in a European time zone when nothing is stored', async () => {
    setBrowserTimeZone('Europe/Paris');
    const { banner } = await renderBanner();
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it("stores 'accepted' with functional and analytics on for Accept All", async () => {
    setBrowserTimeZone('Europe/London');
    const { user, banner } = await renderBanner();
    await user.click(within(banner).getByRole('button', { name: 'Accept All' }));
    expect(storedConsent()).toEqual({
      necessary: true,
      functional: true,
      analytics: true,
      consent: 'accepted',
    });
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
  });

  it("stores 'rejected' with both off for Essential Only", async () => {
    setBrowserTimeZone('Europe/Berlin');
    const { user, banner } = await renderBanner();
    await user.click(within(banner).getByRole('button', { name: 'Essential Only' }));
    expect(storedConsent()).toEqual({
      necessary: true,
      functional: false,
      analytics: false,
      consent: 'rejected',
    });
  });

  it("stores 'selected' with the chosen switches after Preferences and Save", async () => {
    setBrowserTimeZone('Europe/Madrid');
    const { user, banner } = await renderBanner();
    await user.click(within(banner).getByRole('button', { name: 'Preferences' }));
    expect(within(banner).getByRole('switch', { name: 'Necessary (always on)' })).toBeDisabled();
    await user.click(within(banner).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(banner).getByRole('button', { name: 'Save Preferences' }));
    expect(storedConsent()).toEqual({
      necessary: true,
      functional: false,
      analytics: true,
      consent: 'selected',
    });
  });

  it('hides for the session only with the X, storing no consent', async () => {
    setBrowserTimeZone('Europe/Rome');
    const first = await renderBanner();
    await first.user.click(
      within(first.banner).getByRole('button', { name: 'Close cookie banner' }),
    );
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
    expect(storedConsent()).toBeNull();
    first.unmount();

    // A reload in the same browser session: still hidden.
    const second = renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
    second.unmount();

    // A new browser session: shown again.
    window.sessionStorage.clear();
    await renderBanner();
  });

  it('stays hidden once a choice is stored', async () => {
    setBrowserTimeZone('Europe/Vienna');
    window.localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({ necessary: true, functional: false, analytics: false, consent: 'rejected' }),
    );
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
  });
});
