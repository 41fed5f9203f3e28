import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { UpdateTravelSettingsDto, UserDto } from '@app/contracts';

import { aUser, anErrorBody } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { EesCard } from './ees-card';

const LABEL = 'EES biometric registration completed';
const TOAST = "EES registration complete! You won't see EES warnings for future visits.";

/** PATCH /api/user/travel-settings as the server answers it for `account`; the bodies land in the list. */
function answerTravelSettings(account: UserDto, sent: UpdateTravelSettingsDto[] = []) {
  server.use(
    http.patch(apiUrl('user/travel-settings'), async ({ request }) => {
      const body = (await request.json()) as UpdateTravelSettingsDto;
      sent.push(body);
      return HttpResponse.json({ ...account, ...body });
    }),
  );
  return sent;
}

describe('EesCard', () => {
  it("confirms turning the registration on with a toast and keeps it in the user's profile", async () => {
    const account = aUser();
    const sent = answerTravelSettings(account);
    const { user, store } = renderWithProviders(<EesCard />, { user: account });
    const toggle = screen.getByRole('switch', { name: LABEL });
    expect(toggle).not.toBeChecked();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(await screen.findByText(TOAST)).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ ees_registered: true }]));
    const cached = store.getState().api.queries['getCurrentUser(undefined)']?.data as UserDto;
    expect(cached.ees_registered).toBe(true);
    // Nothing about it stays in this browser.
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('turns it off without a toast', async () => {
    const account = aUser({ ees_registered: true });
    const sent = answerTravelSettings(account);
    const { user } = renderWithProviders(<EesCard />, { user: account });
    await user.click(screen.getByRole('switch', { name: LABEL }));
    // The switch shows the account held in the store, which may still be settling when the click
    // lands on a loaded machine (its immediacy is the first test's): it ends off, after one request.
    await waitFor(() => expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked());
    await waitFor(() => expect(sent).toEqual([{ ees_registered: false }]));
    expect(screen.queryByText(TOAST)).not.toBeInTheDocument();
  });

  it("goes back and says 'Failed to update profile' when the server refuses", async () => {
    server.use(
      http.patch(apiUrl('user/travel-settings'), () =>
        HttpResponse.json(anErrorBody(503, 'The auth service is not available'), { status: 503 }),
      ),
    );
    const { user } = renderWithProviders(<EesCard />, { user: aUser() });
    await user.click(screen.getByRole('switch', { name: LABEL }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked();
  });

  it("never shows one account's registration to another account on the same browser", async () => {
    const first = aUser({ id: 'first-account' });
    answerTravelSettings(first);
    const { user, unmount } = renderWithProviders(<EesCard />, { user: first });
    await user.click(screen.getByRole('switch', { name: LABEL }));
    expect(await screen.findByText(TOAST)).toBeInTheDocument();
    unmount();

    // Another account signs in on this browser: its own (server-side) setting shows.
    renderWithProviders(<EesCard />, { user: aUser({ id: 'second-account', username: 'bob' }) });
    expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked();
  });

  it("ignores and removes what older versions kept in this browser, whoever's it was", async () => {
    window.localStorage.setItem('schengen-tracker.ees-registered', 'true');
    window.localStorage.setItem('schengen-tracker.insurance-start', '"2025-01-01"');
    window.localStorage.setItem('schengen-tracker.ees-notice-shown.first-account', 'true');
    window.localStorage.setItem('schengen-tracker.calendar-year', '2025');
    renderWithProviders(<EesCard />, { user: aUser({ id: 'second-account' }) });
    expect(screen.getByRole('switch', { name: LABEL })).not.toBeChecked();
    await waitFor(() =>
      expect(Object.keys(window.localStorage)).toEqual(['schengen-tracker.calendar-year']),
    );
  });
});
