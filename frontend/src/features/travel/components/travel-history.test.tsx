import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto } from '@app/contracts';

import { aTravelEntry, aUser, aVisit, anErrorBody } from '../../../testing/builders';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import { TodayProvider } from '../hooks/use-today';
import { TravelHistory } from './travel-history';

const NOW = new Date('2025-06-30T12:00:00Z');

function renderHistory(entries: TravelEntryDto[]) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <TravelHistory />
    </TodayProvider>,
    { user: aUser() },
  );
}

/** A promise the test resolves when it wants the server to answer. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

function visitItems() {
  return within(screen.getByRole('region', { name: 'Your visits' })).queryAllByRole('listitem');
}

async function fillVisit(
  user: ReturnType<typeof renderHistory>['user'],
  entry: string,
  exit: string,
) {
  const form = screen.getByRole('form', { name: 'Add Manual Visit' });
  // jsdom's date inputs take a whole value, not keystrokes.
  fireEvent.change(within(form).getByLabelText('Entry date'), { target: { value: entry } });
  fireEvent.change(within(form).getByLabelText('Exit date'), { target: { value: exit } });
  await user.selectOptions(within(form).getByLabelText('Country (optional)'), 'France');
  return form;
}

describe('TravelHistory', () => {
  it('shows the empty state when there are no entries', async () => {
    renderHistory([]);
    expect(
      await screen.findByText('No entries yet. Use the form above to record your first visit!'),
    ).toBeInTheDocument();
  });

  it('lists visits newest first with their durations, usage and last day to stay', async () => {
    renderHistory([
      ...aVisit('2025-01-01', '2025-01-10', { country: 'Italy' }),
      ...aVisit('2025-06-21', null),
    ]);
    await waitFor(() => expect(visitItems()).toHaveLength(2));
    const [ongoing, completed] = visitItems();
    expect(ongoing).toHaveTextContent('21 June 2025 – ongoing');
    expect(ongoing).toHaveTextContent('10 days ongoing');
    expect(ongoing).not.toHaveTextContent('days out of the last 180 used');

    expect(completed).toHaveTextContent('1 January 2025 – 10 January 2025');
    expect(completed).toHaveTextContent('Italy');
    expect(completed).toHaveTextContent('10 days completed');
    const usage = within(completed!).getByText('10 days out of the last 180 used');
    expect(usage).toHaveAttribute('data-over-limit', 'false');
    expect(completed).toHaveTextContent('Last day to stay: 31 March 2025');
  });

  it('marks a visit that ends above 90 days used in red', async () => {
    renderHistory(aVisit('2025-01-01', '2025-04-10'));
    const usage = await screen.findByText('100 days out of the last 180 used');
    expect(usage).toHaveAttribute('data-over-limit', 'true');
    expect(screen.getByText('100 days completed')).toBeInTheDocument();
  });

  it('records a visit, shows it at once and confirms with a toast', async () => {
    const server200 = gate();
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('travel-entries/visit'), async ({ request }) => {
        const body = (await request.json()) as { entry_date: string; exit_date: string };
        sent.push(body);
        await server200.opened;
        return HttpResponse.json(
          {
            entry: aTravelEntry({ id: 'e-1', entry_date: body.entry_date, country: 'France' }),
            exit: aTravelEntry({
              id: 'x-1',
              entry_type: 'exit',
              entry_date: body.exit_date,
              country: 'France',
            }),
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderHistory([]);
    await screen.findByText(/No entries yet/);
    const form = await fillVisit(user, '2025-05-01', '2025-05-10');
    await user.click(within(form).getByRole('button', { name: 'Add Visit' }));
    await waitFor(() => expect(visitItems()).toHaveLength(1));
    expect(visitItems()[0]).toHaveTextContent('1 May 2025 – 10 May 2025');
    expect(screen.queryByText('Visit created')).not.toBeInTheDocument();

    server200.open();
    expect(await screen.findByText('Visit created')).toBeInTheDocument();
    expect(screen.getByText('Added visit from 1 May 2025 to 10 May 2025')).toBeInTheDocument();
    expect(sent).toEqual([
      { entry_date: '2025-05-01', exit_date: '2025-05-10', country: 'France' },
    ]);
    expect(visitItems()).toHaveLength(1);
    expect(within(form).getByLabelText('Entry date')).toHaveValue('');
  });

  it("rolls a duplicate back with 'Duplicate entries found'", async () => {
    const answer = gate();
    const message = 'You already have entry on 2025-05-01 and/or exit on 2025-05-10 recorded';
    server.use(
      http.post(apiUrl('travel-entries/visit'), async () => {
        await answer.opened;
        return HttpResponse.json(anErrorBody(409, message, 'TRAVEL_DUPLICATE_ENTRY'), {
          status: 409,
        });
      }),
    );
    const { user } = renderHistory(aVisit('2025-05-01', '2025-05-10'));
    await waitFor(() => expect(visitItems()).toHaveLength(1));
    const form = await fillVisit(user, '2025-05-01', '2025-05-10');
    await user.click(within(form).getByRole('button', { name: 'Add Visit' }));
    await waitFor(() => expect(visitItems()).toHaveLength(2));

    answer.open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Duplicate entries found');
    expect(alert).toHaveTextContent(message);
    await waitFor(() => expect(visitItems()).toHaveLength(1));
  });

  it("says 'Failed to add entry' with the server's message", async () => {
    server.use(
      http.post(apiUrl('travel-entries/visit'), () =>
        HttpResponse.json(
          anErrorBody(409, 'This visit overlaps your visit from 2025-05-03 to 2025-05-04', 'X'),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderHistory([]);
    await screen.findByText(/No entries yet/);
    const form = await fillVisit(user, '2025-05-01', '2025-05-10');
    await user.click(within(form).getByRole('button', { name: 'Add Visit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add entry');
    expect(alert).toHaveTextContent('This visit overlaps your visit');
    await screen.findByText(/No entries yet/);
  });

  it('shows the schema messages and sends nothing for an incomplete form', async () => {
    const { user } = renderHistory([]);
    await screen.findByText(/No entries yet/);
    await user.click(screen.getByRole('button', { name: 'Add Visit' }));
    expect(await screen.findByText('Entry date is required')).toBeInTheDocument();
    expect(screen.getByText('Exit date is required')).toBeInTheDocument();
  });

  it('deletes a visit after the confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(apiUrl('travel-entries/visit/:entryId/:exitId'), ({ params }) => {
        deleted.push(`${String(params.entryId)}/${String(params.exitId)}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const records = aVisit('2025-05-01', '2025-05-10');
    const { user } = renderHistory(records);
    await user.click(
      await screen.findByRole('button', { name: 'Delete visit 1 May 2025 – 10 May 2025' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Visit' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this entry?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Visit deleted completely')).toBeInTheDocument();
    expect(deleted).toEqual([`${records[0]!.id}/${records[1]!.id}`]);
    expect(
      screen.getByText('No entries yet. Use the form above to record your first visit!'),
    ).toBeInTheDocument();
  });

  it('keeps the visit when deletion fails', async () => {
    server.use(
      http.delete(apiUrl('travel-entries/visit/:entryId'), () =>
        HttpResponse.json(anErrorBody(500, 'Something broke'), { status: 500 }),
      ),
    );
    const { user } = renderHistory(aVisit('2025-06-21', null));
    await user.click(await screen.findByRole('button', { name: /^Delete visit/ }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete visit');
    await waitFor(() => expect(visitItems()).toHaveLength(1));
  });

  it('edits a visit inline and applies country and notes to both records', async () => {
    const saved: { id: string; body: unknown }[] = [];
    server.use(
      http.put(apiUrl('travel-entries/:id'), async ({ params, request }) => {
        const body = (await request.json()) as Partial<TravelEntryDto>;
        saved.push({ id: String(params.id), body });
        return HttpResponse.json(aTravelEntry({ ...body, id: String(params.id) }));
      }),
    );
    const [entry, exit] = aVisit('2025-05-01', '2025-05-10');
    const { user } = renderHistory([entry!, { ...exit!, entry_type: 'exit' }]);
    await user.click(
      await screen.findByRole('button', { name: 'Edit visit 1 May 2025 – 10 May 2025' }),
    );
    const panel = screen.getByRole('form', { name: 'Edit Visit' });
    await user.selectOptions(within(panel).getByLabelText('Country (optional)'), 'Spain');
    await user.type(within(panel).getByLabelText('Notes (optional)'), 'Beach');
    await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Entry updated successfully')).toBeInTheDocument();
    expect(saved).toEqual([
      { id: entry!.id, body: { entry_date: '2025-05-01', country: 'Spain', notes: 'Beach' } },
      { id: exit!.id, body: { entry_date: '2025-05-10', country: 'Spain', notes: 'Beach' } },
    ]);
    expect(screen.queryByRole('form', { name: 'Edit Visit' })).not.toBeInTheDocument();
    expect(visitItems()[0]).toHaveTextContent('Spain');
  });
});
