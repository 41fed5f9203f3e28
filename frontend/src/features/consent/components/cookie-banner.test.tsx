import { screen, within } from '@testing-library/react';

import { STORAGE_KEYS } from '../../../lib/storage';
import { setBrowserTimeZone } from '../../../testing/browser-time-zone';
import { pageIn } from '../../../testing/page-language';
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

  it.each([
    {
      language: 'en' as const,
      zone: 'Europe/Madrid',
      names: {
        banner: 'Cookies on Test Tracker',
        preferences: 'Preferences',
        necessary: 'Necessary (always on)',
        analytics: 'Analytics',
        save: 'Save Preferences',
      },
    },
    {
      // In the page's language (issue #21).
      language: 'de' as const,
      zone: 'Europe/Berlin',
      names: {
        banner: 'Cookies bei Test Tracker',
        preferences: 'Einstellungen',
        necessary: 'Notwendig (immer aktiv)',
        analytics: 'Analyse',
        save: 'Einstellungen speichern',
      },
    },
  ])(
    "stores 'selected' with the chosen switches after Preferences and Save ($language)",
    async ({ language, zone, names }) => {
      setBrowserTimeZone(zone);
      const { user } = renderWithProviders(<CookieBanner />, { page: await pageIn(language) });
      const banner = await screen.findByRole('region', { name: names.banner });
      await user.click(within(banner).getByRole('button', { name: names.preferences }));
      expect(within(banner).getByRole('switch', { name: names.necessary })).toBeDisabled();
      await user.click(within(banner).getByRole('switch', { name: names.analytics }));
      await user.click(within(banner).getByRole('button', { name: names.save }));
      expect(storedConsent()).toEqual({
        necessary: true,
        functional: false,
        analytics: true,
        consent: 'selected',
      });
    },
  );

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

  it("names the policy's link and the close button in the page's language (issue #21)", async () => {
    setBrowserTimeZone('Europe/Berlin');
    renderWithProviders(<CookieBanner />, { page: await pageIn('de') });
    const banner = await screen.findByRole('region', { name: 'Cookies bei Test Tracker' });
    expect(within(banner).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(banner).getByRole('button', { name: 'Cookie-Hinweis schließen' })).toBeVisible();
  });
});
