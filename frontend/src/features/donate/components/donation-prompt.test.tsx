import { screen, within } from '@testing-library/react';

import type { UserDto } from '@app/contracts';

import { aUser } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderApp, renderWithProviders } from '../../../testing/render';
import { shouldPromptForDonation } from '../donation-prompt-rule';
import { DonationPrompt } from './donation-prompt';

const prompt = () => screen.queryByRole('dialog', { name: 'Enjoying Test Tracker?' });

describe('shouldPromptForDonation', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, true],
    [4, false],
    [5, false],
    [6, true],
    [9, true],
    [10, false],
  ])('at login %i of a user who has not donated: %p', (loginCount, expected) => {
    expect(shouldPromptForDonation({ has_donated: false, login_count: loginCount })).toBe(expected);
  });

  it('never prompts a donor or a visitor', () => {
    expect(shouldPromptForDonation({ has_donated: true, login_count: 3 })).toBe(false);
    expect(shouldPromptForDonation(null)).toBe(false);
  });
});

/** Shows the prompt to `signedIn`, dismisses it with 'Maybe later' and closes the app. */
async function dismissAndLeave(signedIn: UserDto): Promise<void> {
  const app = renderApp({ route: '/faq', user: signedIn });
  const dialog = await screen.findByRole('dialog', { name: 'Enjoying Test Tracker?' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
  expect(prompt()).not.toBeInTheDocument();
  app.unmount();
}

describe('DonationPrompt', () => {
  it('shows on every third login and goes to /donate', async () => {
    const { user, router } = renderWithProviders(<DonationPrompt />, {
      route: '/faq',
      user: aUser({ login_count: 6 }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Enjoying Test Tracker?' });
    await user.click(within(dialog).getByRole('link', { name: 'Donate' }));
    expect(router.state.location.pathname).toBe('/donate');
  });

  it("is dismissed by 'Maybe later' and stays dismissed on other pages", async () => {
    const { user, router } = renderApp({ route: '/faq', user: aUser({ login_count: 3 }) });
    const dialog = await screen.findByRole('dialog', { name: 'Enjoying Test Tracker?' });
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    expect(prompt()).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }));
    await screen.findByRole('heading', { level: 1, name: /Terms/ });
    expect(router.state.location.pathname).toBe('/terms');
    expect(prompt()).not.toBeInTheDocument();
  });

  it("stays dismissed by 'Maybe later' when the page loads again in the same sign-in", async () => {
    await dismissAndLeave(aUser({ login_count: 3 }));

    // A page load: a new app with the same user of the same sign-in.
    renderApp({ route: '/faq', user: aUser({ login_count: 3 }) });
    await screen.findByRole('heading', { level: 1, name: /Frequently Asked Questions/ });
    expect(prompt()).not.toBeInTheDocument();
  });

  it('shows again at the next sign-in whose login count is a multiple of 3', async () => {
    await dismissAndLeave(aUser({ login_count: 3 }));

    renderApp({ route: '/faq', user: aUser({ login_count: 6 }) });
    expect(await screen.findByRole('dialog', { name: 'Enjoying Test Tracker?' })).toBeVisible();
  });

  it("keeps one user's dismissal from hiding the prompt of another user on this browser", async () => {
    await dismissAndLeave(aUser({ login_count: 3 }));

    const other = aUser({ id: '0b5e0c55-8f43-4a8e-9a9b-5d7c1f6e2a33', login_count: 3 });
    renderApp({ route: '/faq', user: other });
    expect(await screen.findByRole('dialog', { name: 'Enjoying Test Tracker?' })).toBeVisible();
  });

  it.each([
    ['a visitor', null],
    ['a user on a login that is not a multiple of 3', aUser({ login_count: 4 })],
    ['a user on the first login', aUser({ login_count: 1 })],
    ['a donor', aUser({ login_count: 3, has_donated: true })],
  ])('is not shown to %s', async (_who, user) => {
    renderWithProviders(
      <>
        <p>Page</p>
        <DonationPrompt />
      </>,
      { route: '/faq', user },
    );
    await screen.findByText('Page');
    expect(prompt()).not.toBeInTheDocument();
  });

  it('is not shown on the donate page itself', async () => {
    renderWithProviders(
      <>
        <p>Donate</p>
        <DonationPrompt />
      </>,
      { route: '/donate', user: aUser({ login_count: 3 }) },
    );
    await screen.findByText('Donate');
    expect(prompt()).not.toBeInTheDocument();
  });

  it("speaks the page's language (issue #21)", async () => {
    const { user } = renderWithProviders(<DonationPrompt />, {
      route: '/faq',
      user: aUser({ login_count: 6 }),
      page: await pageIn('de'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Gefällt Ihnen Test Tracker?' });
    expect(dialog).toHaveTextContent('die 90/180-Regel einzuhalten');
    expect(within(dialog).getByRole('link', { name: 'Spenden' })).toHaveAttribute(
      'href',
      '/donate',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Vielleicht später' }));
    expect(
      screen.queryByRole('dialog', { name: 'Gefällt Ihnen Test Tracker?' }),
    ).not.toBeInTheDocument();
  });
});
