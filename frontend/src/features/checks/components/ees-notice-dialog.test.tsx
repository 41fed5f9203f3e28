import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto, UserDto } from '@app/contracts';

import { aUser, aVisit, anErrorBody } from '../../../testing/builders';
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

/** Answers the travel entries and the profile's travel settings; the settings sent land in the list. */
function renderNotice(
  entries: TravelEntryDto[],
  user: UserDto = aUser(),
  sent: object[] = [],
  status = 200,
) {
  server.use(
    http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)),
    http.patch(apiUrl('user/travel-settings'), async ({ request }) => {
      const body = (await request.json()) as object;
      sent.push(body);
      return status === 200
        ? HttpResponse.json({ ...user, ...body })
        : HttpResponse.json(anErrorBody(status, 'The service is not available'), { status });
    }),
  );
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
    const sent: object[] = [];
    const { user, unmount } = renderNotice(
      [...aVisit('2025-01-01', '2025-01-10'), ...PLANNED],
      aUser(),
      sent,
    );
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent(
      'You have 2 planned visits starting on or after 12 October 2025',
    );
    // Recorded in the user's profile, not in this browser.
    await waitFor(() => expect(sent).toEqual([{ ees_notice_shown: true }]));
    expect(Object.keys(window.localStorage)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Got It' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    unmount();
    renderNotice(PLANNED, aUser({ ees_notice_shown: true }));
    await screen.findByText('entries loaded');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is shown once per user: another user on the same browser still sees it', async () => {
    const first = renderNotice(PLANNED);
    await screen.findByRole('dialog', { name: TITLE });
    first.unmount();
    renderNotice(aVisit('2025-10-12', '2025-10-20'), aUser({ id: 'another-user' }));
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('You have 1 planned visit starting on or after');
  });

  it('opens once, and is asked to be recorded once, even when recording it fails', async () => {
    const sent: object[] = [];
    const { user } = renderNotice(PLANNED, aUser(), sent, 503);
    await screen.findByRole('dialog', { name: TITLE });
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got It' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument(),
    );
    expect(sent).toEqual([{ ees_notice_shown: true }]);
  });

  it('is not shown once the EES registration is recorded', async () => {
    renderNotice(PLANNED, aUser({ ees_registered: true }));
    await screen.findByText('entries loaded');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });

  it('is not shown without planned visits from the EES start on', async () => {
    renderNotice([...aVisit('2025-01-01', '2025-01-10'), ...aVisit('2025-08-01', '2025-08-10')]);
    await screen.findByText('entries loaded');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
  });
});
