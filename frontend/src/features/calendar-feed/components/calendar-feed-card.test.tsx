import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { CalendarFeedStatusDto } from '@app/contracts';

import { aUser } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server, TEST_HOLDER_TRAVELLER_ID } from '../../../testing/server';
import { CalendarFeedCard } from './calendar-feed-card';

const HOLDER = TEST_HOLDER_TRAVELLER_ID;
const URL_ONE = `https://tracker.example/api/calendar-feeds/0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a/${'a'.repeat(43)}.ics`;
const URL_TWO = `https://tracker.example/api/calendar-feeds/1d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a/${'b'.repeat(43)}.ics`;

/** A server holding the account holder's feed status, with the calls made to it. */
function feedServer(initial: CalendarFeedStatusDto) {
  let status = initial;
  const calls: string[] = [];
  const urls = [URL_ONE, URL_TWO];
  const feed = apiUrl(`travellers/${HOLDER}/calendar-feed`);
  server.use(
    http.get(apiUrl('travellers'), () =>
      HttpResponse.json([{ id: HOLDER, name: 'Me', is_account_holder: true }]),
    ),
    http.get(feed, () => HttpResponse.json(status)),
    http.post(feed, () => {
      calls.push('POST');
      status = { active: true, created_at: '2025-06-15T10:00:00.000Z' };
      return HttpResponse.json(
        { url: urls[calls.filter((c) => c === 'POST').length - 1] },
        { status: 201 },
      );
    }),
    http.delete(feed, () => {
      calls.push('DELETE');
      status = { active: false, created_at: null };
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

describe('CalendarFeedCard', () => {
  it('creates a feed, shows its address once and copies it', async () => {
    const calls = feedServer({ active: false, created_at: null });
    const { user } = renderWithProviders(<CalendarFeedCard />, { user: aUser() });
    // user-event puts its own clipboard in place of the browser's: watch what is written to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    expect(await screen.findByText('You have no calendar feed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create calendar feed' }));
    expect(await screen.findByLabelText('Feed address')).toHaveValue(URL_ONE);
    expect(
      await screen.findByText('Your calendar feed is on (address made on 15 June 2025).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Address copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(URL_ONE);
    expect(calls).toEqual(['POST']);
  });

  it('makes a new address in place of the old one, and turns the feed off', async () => {
    const calls = feedServer({ active: true, created_at: '2025-06-01T08:00:00.000Z' });
    const { user } = renderWithProviders(<CalendarFeedCard />, { user: aUser() });
    expect(
      await screen.findByText('Your calendar feed is on (address made on 1 June 2025).'),
    ).toBeInTheDocument();
    expect(screen.getByText('A new address stops the old one from working.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByLabelText('Feed address')).toHaveValue(URL_ONE);

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('You have no calendar feed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Feed address')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    expect(calls).toEqual(['POST', 'DELETE']);
  });

  it('says when the feed cannot be loaded, and loads it again on request', async () => {
    let fails = true;
    feedServer({ active: false, created_at: null });
    server.use(
      http.get(apiUrl(`travellers/${HOLDER}/calendar-feed`), () =>
        fails
          ? HttpResponse.json({ statusCode: 503, message: 'down' }, { status: 503 })
          : HttpResponse.json({ active: false, created_at: null }),
      ),
    );
    const { user } = renderWithProviders(<CalendarFeedCard />, { user: aUser() });
    expect(await screen.findByText('Unable to load your calendar feed')).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('You have no calendar feed.')).toBeInTheDocument());
  });

  it('speaks German: the state with its date by Intl, the buttons, the address and its toasts', async () => {
    feedServer({ active: true, created_at: '2026-03-03T08:00:00.000Z' });
    const { user } = renderWithProviders(<CalendarFeedCard />, {
      user: aUser(),
      page: await pageIn('de'),
    });
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    expect(await screen.findByRole('heading', { name: 'Kalender-Feed' })).toBeInTheDocument();
    expect(
      await screen.findByText('Ihr Kalender-Feed ist aktiv (Adresse erstellt am 3. März 2026).'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Mit einer neuen Adresse funktioniert die alte nicht mehr.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Neue Adresse erstellen' }));
    expect(await screen.findByLabelText('Feed-Adresse')).toHaveValue(URL_ONE);
    await user.click(screen.getByRole('button', { name: 'Adresse kopieren' }));
    expect(await screen.findByText('Kopieren nicht möglich')).toBeInTheDocument();
    expect(
      screen.getByText('Markieren Sie die Adresse und kopieren Sie sie selbst.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deaktivieren' }));
    expect(await screen.findByText('Sie haben keinen Kalender-Feed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kalender-Feed erstellen' })).toBeInTheDocument();
  });
});
