import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';

import { AppProviders } from '../../app/app';
import { routerContext } from '../../app/route-data';
import { routes } from '../../app/router';
import { makeStore } from '../../app/store';
import { offlineMessages } from '../../lib/offline';
import type { OfflineCopy } from '../../lib/offline/offline-copy';
import { ENGLISH_PAGE } from '../../testing/page-language';
import { TodayProvider } from '../../lib/travel';
import { aUser, aVisit, TEST_PRODUCT_CONFIG } from '../../testing/builders';
import { server } from '../../testing/server';
import { startFromOfflineCopy } from './start-from-offline-copy';

const NOW = new Date('2026-11-27T12:00:00Z');

/** The dashboard's lazy parts take seconds to load on a busy machine. */
const LOADED = { timeout: 15_000 };

const copy: OfflineCopy = {
  version: 2,
  user: aUser({ ees_registered: true }),
  config: TEST_PRODUCT_CONFIG,
  entries: aVisit('2026-10-01', '2026-10-10'),
  excludedPeriods: [],
  syncedAt: '2026-11-26T18:30:00.000Z',
};

/** No network: every call fails as fetch does offline; the calls are counted by method. */
function offline() {
  const calls: string[] = [];
  server.use(
    http.all('*', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
      return HttpResponse.error();
    }),
  );
  return calls;
}

/** The app as the offline shell starts it (src/app/hydrate-app.tsx): the store from the copy. */
async function renderOfflineDashboard(read: () => Promise<OfflineCopy | undefined>) {
  const store = makeStore();
  const used = await startFromOfflineCopy(store, read);
  const router = createMemoryRouter(routes, {
    initialEntries: ['/dashboard'],
    getContext: routerContext(store),
  });
  const view = render(
    <TodayProvider now={() => NOW}>
      <AppProviders store={store} page={ENGLISH_PAGE}>
        <RouterProvider router={router} />
      </AppProviders>
    </TodayProvider>,
  );
  return { ...view, used, user: userEvent.setup() };
}

describe('the offline dashboard (issue #22)', () => {
  it('shows the last synced visits, marked as such with the time of the sync, and the status of today from them', async () => {
    const calls = offline();
    const { used } = await renderOfflineDashboard(async () => copy);
    expect(used).toBe(true);
    const notice = await screen.findByTestId('offline-notice', undefined, LOADED);
    expect(notice).toHaveTextContent(/^Offline — last synced 26 Nov 2026, \d{2}:30/);
    expect(notice).toHaveTextContent('not live data');
    expect(notice).toHaveTextContent(offlineMessages.writesRefused.defaultMessage);
    expect(screen.getByRole('heading', { name: 'Welcome back, Alice!' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Days used in the last 180 days' }),
    ).toHaveTextContent('10');
    // The user and the visits come from the copy: not read again.
    expect(calls.filter((call) => /^GET \/api\/(user|travel-entries)$/.test(call))).toEqual([]);
  });

  it('refuses a change with the message and sends nothing', async () => {
    const calls = offline();
    const { user } = await renderOfflineDashboard(async () => copy);
    await user.click(await screen.findByRole('tab', { name: 'Travel History' }, LOADED));
    const form = await screen.findByRole('form', { name: 'Add Manual Visit' }, LOADED);
    fireEvent.change(within(form).getByLabelText('Entry date'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.change(within(form).getByLabelText('Exit date'), {
      target: { value: '2026-11-05' },
    });
    await user.click(within(form).getByRole('button', { name: 'Add Visit' }));
    expect(
      await screen.findByText(offlineMessages.writesRefused.defaultMessage, undefined, LOADED),
    ).toBeInTheDocument();
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
    await act(async () => undefined);
    expect(
      screen.getByRole('region', { name: 'Days used in the last 180 days' }),
    ).toHaveTextContent('10');
  });

  it('without a copy, starts as with the API unreachable: no figures, no notice', async () => {
    offline();
    const { used } = await renderOfflineDashboard(async () => undefined);
    expect(used).toBe(false);
    expect(
      await screen.findByText('Your account could not be loaded.', undefined, LOADED),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Days used in the last 180 days' })).toBeNull();
  });
});
