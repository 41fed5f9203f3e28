import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { STORAGE_KEYS } from '../../lib/storage';
import { setBrowserTimeZone } from '../../testing/browser-time-zone';
import { TEST_PRODUCT_CONFIG } from '../../testing/builders';
import { ENGLISH_PAGE } from '../../testing/page-language';
import { LandingRoot } from './landing-root';

// Monday 30 June 2025, midday UTC.
const NOW = new Date('2025-06-30T12:00:00Z');

/** The visitor's landing page as its own entry renders it: no provider of the app around it. */
function renderLanding(config = TEST_PRODUCT_CONFIG) {
  return render(<LandingRoot data={{ config }} page={ENGLISH_PAGE} now={() => NOW} />);
}

describe('LandingRoot (the visitor landing page without the app)', () => {
  it('runs the demo, its links plain links into the app, with the configuration it was given', async () => {
    renderLanding();
    const demo = await screen.findByRole('region', { name: 'Demo calendar' });
    await userEvent.setup().click(within(demo).getByRole('button', { name: /^Monday 30 June/ }));
    expect(within(demo).getByText('5 of 6 demo clicks left.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Free Account' })).toHaveAttribute(
      'href',
      '/auth',
    );
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(footer).getByRole('link', { name: 'help@tracker.example' })).toBeInTheDocument();
  });

  it('shows the fallback name when the server could not read the configuration', () => {
    render(<LandingRoot data={{ config: null }} page={ENGLISH_PAGE} now={() => NOW} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      "Try Schengen Tracker's Interactive Calendar",
    );
  });

  it('shows the cookie banner in a European time zone, and a choice hides it and is stored', async () => {
    setBrowserTimeZone('Europe/Paris');
    renderLanding();
    const banner = await screen.findByRole('region', { name: 'Cookies on Test Tracker' });
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.cookieConsent)).toContain('accepted');
  });

  it('shows no cookie banner outside Europe', async () => {
    setBrowserTimeZone('America/New_York');
    renderLanding();
    await screen.findByRole('region', { name: 'Demo calendar' });
    expect(screen.queryByRole('region', { name: /cookies/i })).not.toBeInTheDocument();
  });
});
