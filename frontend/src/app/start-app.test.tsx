import { sessionApi } from '../lib/session';
import { travelEntriesApi } from '../lib/travel';
import { aUser, aVisit } from '../testing/builders';
import { takeEarlyDashboardData } from './start-app';
import { makeStore } from './store';

describe('the app takes what the early status script read', () => {
  afterEach(() => {
    delete window.schengenTrackerEarlyDashboard;
  });

  it('starts with its user and records instead of asking again', async () => {
    const user = aUser();
    const entries = aVisit('2026-11-01', '2026-11-10');
    window.schengenTrackerEarlyDashboard = Promise.resolve({ user, entries });
    const store = makeStore();
    await takeEarlyDashboardData(store);
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(user);
    expect(travelEntriesApi.endpoints.listEntries.select()(store.getState()).data).toEqual(entries);
  });

  it('changes nothing when the script read nothing, or is not on the page', async () => {
    window.schengenTrackerEarlyDashboard = Promise.resolve(null);
    const store = makeStore();
    await takeEarlyDashboardData(store);
    delete window.schengenTrackerEarlyDashboard;
    await takeEarlyDashboardData(store);
    expect(sessionApi.endpoints.getCurrentUser.select()(store.getState()).isUninitialized).toBe(
      true,
    );
  });
});
