import { screen, within } from '@testing-library/react';

import { aUser } from '../../../testing/builders';
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
});
