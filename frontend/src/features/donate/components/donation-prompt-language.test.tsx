import { screen, within } from '@testing-library/react';

import { loadedMessages } from '@app/i18n/web';

import { aUser } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { DonationPrompt } from './donation-prompt';

// A file of its own: the dialog's code and its messages load once per page load (a page's language
// is fixed until the next load), so this needs a module registry where they have not loaded yet.

afterEach(() => {
  document.documentElement.lang = '';
});

describe("DonationPrompt in the page's language (issue #21)", () => {
  it("brings its messages along on a page that has not loaded the dashboard's", async () => {
    // A page in German (its `<html lang>`) that has loaded none of the German namespaces.
    document.documentElement.lang = 'de';
    expect(loadedMessages('de')).toEqual({});
    const { user, router } = renderWithProviders(<DonationPrompt />, {
      route: '/faq',
      user: aUser({ login_count: 3 }),
      page: { language: 'de' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Gefällt Ihnen Test Tracker?' });
    expect(dialog).toHaveTextContent(
      'Test Tracker ist kostenlos und bleibt es dank Reisender wie Ihnen.',
    );
    expect(within(dialog).getByRole('button', { name: 'Vielleicht später' })).toBeVisible();
    await user.click(within(dialog).getByRole('link', { name: 'Spenden' }));
    expect(router.state.location.pathname).toBe('/donate');
  });
});
