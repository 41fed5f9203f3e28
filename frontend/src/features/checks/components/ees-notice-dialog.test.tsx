import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto, UserDto } from '@app/contracts';

import { STORAGE_KEYS } from '../../../lib/storage';
import { aUser, aVisit } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TodayProvider } from '../../../lib/travel';
import { useVisits } from '../../../lib/travel';
import { EesNoticeDialog } from './ees-notice-dialog';

// Today is 30 June 2025 in the profile's Europe/London; the EES starts on 12 October 2025.
const NOW = new Date('2025-06-30T12:00:00Z');
const TITLE = 'Important: EES System Update';

/** Shows once the entries have loaded, so a test can tell "not shown" from "not yet". */
function LoadedMarker() {
  const { isLoading } = useVisits();
  return isLoading ? null : <p>entries loaded</p>;
}

function renderNotice(entries: TravelEntryDto[], user: UserDto = aUser()) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <EesNoticeDialog />
      <LoadedMarker />
    </TodayProvider>,
    { user },
  );
}

const PLANNED = [...aVisit('2025-11-01', '2025-11-10'), ...aVisit('2026-02-01', '2026-02-05')];

describe('EesNoticeDialog', () => {
  it('tells the user of their planned visits under the EES once, until Got It', async () => {
    const { user, unmount } = renderNotice([...aVisit('2025-01-01', '2025-01-10'), ...PLANNED]);
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent(
      'You have 2 planned visits starting on or after 12 October 2025',
    );
    expect(window.localStorage.getItem(`${STORAGE_KEYS.eesNoticeShown}.${aUser().id}`)).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    unmount();
    renderNotice(PLANNED);
    await screen.findByText('entries loaded');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is shown once per user: another user on the same browser still sees it', async () => {
    window.localStorage.setItem(`${STORAGE_KEYS.eesNoticeShown}.${aUser().id}`, 'true');
    renderNotice(aVisit('2025-10-12', '2025-10-20'), aUser({ id: 'another-user' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('You have 1 planned visit starting on or after');
  });

  it('is not shown once the EES registration is recorded', async () => {
    window.localStorage.setItem(STORAGE_KEYS.eesRegistered, 'true');
    renderNotice(PLANNED);
    await screen.findByText('entries loaded');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is not shown without planned visits from the EES start on', async () => {
    renderNotice([...aVisit('2025-01-01', '2025-01-10'), ...aVisit('2025-08-01', '2025-08-10')]);
    await screen.findByText('entries loaded');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(`${STORAGE_KEYS.eesNoticeShown}.${aUser().id}`)).toBeNull();
  });
});
