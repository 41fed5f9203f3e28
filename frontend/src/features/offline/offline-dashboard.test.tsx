import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router';

import type { TravellerDto } from '@app/contracts';
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

const HOLDER: TravellerDto = { id: 'tr-holder', name: 'Me', is_account_holder: true };
const SAM: TravellerDto = { id: 'tr-sam', name: 'Sam', is_account_holder: false };

/** The account holder's 10 days (1–10 October), and Sam's 20 (1–20 September). */
const copy: OfflineCopy = {
  version: 4,
  user: aUser({ ees_registered: true }),
  config: TEST_PRODUCT_CONFIG,
  travellers: [HOLDER, SAM],
  entries: aVisit('2026-10-01', '2026-10-10'),
  excludedPeriods: [],
  otherTravellers: {
    [SAM.id]: {
      entries: aVisit('2026-09-01', '2026-09-20'),
      excludedPeriods: [],
      details: {
        passport_issue_date: '2020-01-01',
        passport_expiry_date: '2035-01-01',
        nationality_note: null,
        email_reminders: true,
      },
    },
  },
  syncedAt: '2026-11-26T18:30:00.000Z',
};

/**
 * Reads the copy answers, which must not reach the API: the user, the travellers, the account
 * holder's records. (Each traveller's read with `traveller_id` is also the joint planner's own,
 * which the copy does not answer: offline it shows its load error. That the dashboard does not
 * read them shows in its figures: offline, a read would fail and show none.)
 */
const COPY_READS = /^GET \/api\/(user|travellers|travel-entries|excluded-periods)$/;

/** No network: every call fails as fetch does offline; the calls are counted by method. */
function offline() {
  const calls: string[] = [];
  server.use(
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      return HttpResponse.error();
    }),
  );
  return calls;
}

/** The app as the offline shell starts it (src/app/hydrate-app.tsx): the store from the copy. */
async function renderOfflineDashboard(
  read: () => Promise<OfflineCopy | undefined>,
  route = '/dashboard',
) {
  const store = makeStore();
  const used = await startFromOfflineCopy(store, read);
  const router = createMemoryRouter(routes, {
    initialEntries: [route],
    getContext: routerContext(store),
  });
  const view = render(
    <TodayProvider now={() => NOW}>
      <AppProviders store={store} page={ENGLISH_PAGE}>
        <RouterProvider router={router} />
      </AppProviders>
    </TodayProvider>,
  );
  return { ...view, used, router, user: userEvent.setup() };
}

const daysUsed = () => screen.getByRole('region', { name: 'Days used in the last 180 days' });

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
    expect(calls.filter((call) => COPY_READS.test(call))).toEqual([]);
  });

  it('switches to another traveller of the account: their figures from the copy, and back, nothing read', async () => {
    const calls = offline();
    const { user, router } = await renderOfflineDashboard(async () => copy);
    expect(await screen.findByTestId('offline-notice', undefined, LOADED)).toBeInTheDocument();
    const switcher = screen.getByRole('combobox', { name: 'Traveller' });
    expect(switcher).toHaveDisplayValue('Me');
    expect(daysUsed()).toHaveTextContent('10');
    await user.selectOptions(switcher, 'Sam');
    expect(router.state.location.search).toBe('?traveller=tr-sam');
    await waitFor(() => expect(daysUsed()).toHaveTextContent('20'));
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(/^Offline — last synced/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Traveller' }), 'Me');
    await waitFor(() => expect(daysUsed()).toHaveTextContent('10'));
    expect(calls.filter((call) => COPY_READS.test(call))).toEqual([]);
  });

  it('opens a traveller named in the address from the copy (a reload on their dashboard)', async () => {
    const calls = offline();
    await renderOfflineDashboard(async () => copy, '/dashboard?traveller=tr-sam');
    expect(await screen.findByTestId('offline-notice', undefined, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Traveller' })).toHaveDisplayValue('Sam');
    expect(daysUsed()).toHaveTextContent('20');
    expect(calls.filter((call) => COPY_READS.test(call))).toEqual([]);
  });

  it("checks another traveller's passport from the copy: their dates, nothing read", async () => {
    const calls = offline();
    const { user } = await renderOfflineDashboard(async () => copy, '/dashboard?traveller=tr-sam');
    expect(await screen.findByTestId('offline-notice', undefined, LOADED)).toBeInTheDocument();
    const check = await screen.findByRole('button', { name: 'Check Passport Validity' }, LOADED);
    await waitFor(() => expect(check).toBeEnabled());
    await user.click(check);
    expect(screen.getByRole('region', { name: 'Passport check result' })).toHaveTextContent(
      'You are OK to travel',
    );
    expect(calls.filter((call) => /\/details$/.test(call))).toEqual([]);
  });

  it('shows the load error, never figures, for a traveller the copy does not hold', async () => {
    offline();
    await renderOfflineDashboard(async () => copy, '/dashboard?traveller=tr-unknown');
    expect(
      (await screen.findAllByText('Your travel entries could not be loaded.', undefined, LOADED))
        .length,
    ).toBeGreaterThan(0);
    expect(document.querySelector('[data-stat]')).toBeNull();
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
