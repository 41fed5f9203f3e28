import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto } from '@app/contracts';

import { aTravelEntry, aUser, aVisit, anErrorBody } from '../../../testing/builders';
import { pageIn } from '../../../testing/page-language';
import { renderWithProviders } from '../../../testing/render';
import { apiUrl, server } from '../../../testing/server';
import type { PageLanguage } from '../../../lib/i18n/language-provider';
import { TodayProvider } from '../../../lib/travel';
import { TravelHistory } from './travel-history';

const NOW = new Date('2025-06-30T12:00:00Z');

function renderHistory(entries: TravelEntryDto[], page?: PageLanguage) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <TravelHistory />
    </TodayProvider>,
    { user: aUser(), ...(page ? { page } : {}) },
  );
}

/** As renderHistory, with a user-event that drives jest's fake timers. */
function renderWithTimers(entries: TravelEntryDto[]) {
  server.use(http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)));
  return renderWithProviders(
    <TodayProvider now={() => NOW}>
      <TravelHistory />
    </TodayProvider>,
    { user: aUser(), advanceTimers: jest.advanceTimersByTime },
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
    expect(screen.queryByText('Entry added successfully')).not.toBeInTheDocument();

    server200.open();
    expect(await screen.findByText('Entry added successfully')).toBeInTheDocument();
    expect(screen.queryByText('Visit created')).not.toBeInTheDocument();
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

  describe('editing', () => {
    interface SavedVisit {
      entryId: string;
      body: unknown;
    }

    /** PUT /api/travel-entries/visit/{entryId}, answered with `status` (200: the stored records). */
    function serveVisitUpdate(records: TravelEntryDto[], status = 200) {
      const saved: SavedVisit[] = [];
      server.use(
        http.put(apiUrl('travel-entries/visit/:entryId'), async ({ params, request }) => {
          const body = (await request.json()) as {
            entry_date: string;
            exit_date: string | null;
            country: string | null;
            notes: string | null;
          };
          saved.push({ entryId: String(params.entryId), body });
          if (status !== 200) {
            return HttpResponse.json(
              anErrorBody(
                409,
                'This visit overlaps your visit from 2025-05-20 to 2025-05-25.',
                'TRAVEL_OVERLAPPING_VISIT',
              ),
              { status },
            );
          }
          const [entry, exit] = records;
          const fields = { country: body.country, notes: body.notes };
          return HttpResponse.json({
            entry: { ...entry!, ...fields, entry_date: body.entry_date },
            exit:
              exit && body.exit_date ? { ...exit, ...fields, entry_date: body.exit_date } : null,
          });
        }),
      );
      return saved;
    }

    async function editVisit(
      user: ReturnType<typeof renderHistory>['user'],
      name: string,
      changes: { exit?: string; country?: string; notes?: string },
    ) {
      await user.click(await screen.findByRole('button', { name: `Edit visit ${name}` }));
      const panel = screen.getByRole('form', { name: 'Edit Visit' });
      if (changes.exit) {
        fireEvent.change(within(panel).getByLabelText('Exit date'), {
          target: { value: changes.exit },
        });
      }
      if (changes.country) {
        await user.selectOptions(
          within(panel).getByLabelText('Country (optional)'),
          changes.country,
        );
      }
      if (changes.notes)
        await user.type(within(panel).getByLabelText('Notes (optional)'), changes.notes);
      await user.click(within(panel).getByRole('button', { name: 'Save Changes' }));
    }

    // Fake timers: a query waits by advancing them 50 ms a try, while the mocked server answers in
    // real time; on a loaded machine 1 s of tries (the default) can pass before it has answered.
    const ANSWERED = { timeout: 10_000 };

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows the change at once and sends the whole visit 500 ms later', async () => {
      const [entry, exit] = aVisit('2025-05-01', '2025-05-10');
      const records = [entry!, exit!];
      const saved = serveVisitUpdate(records);
      const { user } = renderWithTimers(records);
      await editVisit(user, '1 May 2025 – 10 May 2025', {
        exit: '2025-05-12',
        country: 'Spain',
        notes: 'Beach',
      });

      await waitFor(() =>
        expect(screen.queryByRole('form', { name: 'Edit Visit' })).not.toBeInTheDocument(),
      );
      expect(visitItems()[0]).toHaveTextContent('1 May 2025 – 12 May 2025');
      expect(visitItems()[0]).toHaveTextContent('Spain');
      expect(visitItems()[0]).toHaveTextContent('12 days completed');
      act(() => jest.advanceTimersByTime(499));
      expect(saved).toEqual([]);

      act(() => jest.advanceTimersByTime(1));
      expect(
        await screen.findByText('Entry updated successfully', {}, ANSWERED),
      ).toBeInTheDocument();
      expect(saved).toEqual([
        {
          entryId: entry!.id,
          body: {
            entry_date: '2025-05-01',
            exit_date: '2025-05-12',
            country: 'Spain',
            notes: 'Beach',
          },
        },
      ]);
      expect(visitItems()[0]).toHaveTextContent('Beach');
    });

    it('sends null as the exit of an ongoing visit', async () => {
      const records = aVisit('2025-06-21', null);
      const saved = serveVisitUpdate(records);
      const { user } = renderWithTimers(records);
      await editVisit(user, '21 June 2025 – ongoing', { country: 'Malta' });
      act(() => jest.advanceTimersByTime(500));
      expect(
        await screen.findByText('Entry updated successfully', {}, ANSWERED),
      ).toBeInTheDocument();
      expect(saved).toEqual([
        {
          entryId: records[0]!.id,
          body: { entry_date: '2025-06-21', exit_date: null, country: 'Malta', notes: null },
        },
      ]);
    });

    it("rolls the list back with 'Failed to update entry' when the server refuses", async () => {
      const records = aVisit('2025-05-01', '2025-05-10');
      const saved = serveVisitUpdate(records, 409);
      const { user } = renderWithTimers(records);
      await editVisit(user, '1 May 2025 – 10 May 2025', { exit: '2025-05-22' });
      await waitFor(() => expect(visitItems()[0]).toHaveTextContent('1 May 2025 – 22 May 2025'));

      act(() => jest.advanceTimersByTime(500));
      const alert = await screen.findByRole('alert', {}, ANSWERED);
      expect(alert).toHaveTextContent('Failed to update entry');
      expect(alert).toHaveTextContent(
        'This visit overlaps your visit from 2025-05-20 to 2025-05-25.',
      );
      expect(saved).toHaveLength(1);
      await waitFor(
        () => expect(visitItems()[0]).toHaveTextContent('1 May 2025 – 10 May 2025'),
        ANSWERED,
      );
    });
  });

  it('shows the EES notice before a manual visit from 12 October 2025 and sends nothing on Cancel Visit', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('travel-entries/visit'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(anErrorBody(500, 'unexpected'), { status: 500 });
      }),
    );
    const { user } = renderHistory([]);
    await screen.findByText(/No entries yet/);
    const form = await fillVisit(user, '2025-10-12', '2025-10-20');
    await user.click(within(form).getByRole('button', { name: 'Add Visit' }));

    const notice = await screen.findByRole('dialog', { name: 'EES Notice' });
    await user.click(within(notice).getByRole('button', { name: 'Cancel Visit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(visitItems()).toHaveLength(0);
    expect(within(form).getByLabelText('Entry date')).toHaveValue('2025-10-12');
  });

  describe("in the page's language (issue #21)", () => {
    it('lists the visits, with their countries and dates, in German', async () => {
      renderHistory(
        [
          ...aVisit('2025-01-01', '2025-01-10', { country: 'Italy' }),
          ...aVisit('2025-06-21', null),
        ],
        await pageIn('de'),
      );
      const list = await screen.findByRole('region', { name: 'Ihre Aufenthalte' });
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
      const [ongoing, completed] = within(list).getAllByRole('listitem');
      expect(ongoing).toHaveTextContent(/^21\. Juni 2025 – laufend10 Tage laufend$/);
      for (const text of [
        '1. Januar 2025 – 10. Januar 2025',
        'Italien',
        '10 Tage abgeschlossen',
        '10 Tage der letzten 180 verbraucht',
        'Letzter erlaubter Aufenthaltstag: 31. März 2025',
      ]) {
        expect(completed).toHaveTextContent(text);
      }
      expect(
        within(completed!).getByRole('button', {
          name: 'Aufenthalt 1. Januar 2025 – 10. Januar 2025 bearbeiten',
        }),
      ).toBeInTheDocument();
    });

    it('labels, checks and offers the countries of the form in German', async () => {
      const { user } = renderHistory([], await pageIn('de'));
      expect(
        await screen.findByText(
          'Noch keine Einträge. Erfassen Sie Ihren ersten Aufenthalt mit dem Formular oben!',
        ),
      ).toBeInTheDocument();
      const form = screen.getByRole('form', { name: 'Aufenthalt manuell hinzufügen' });
      const country = within(form).getByLabelText('Land (optional)');
      const options = within(country).getAllByRole('option');
      expect(options[0]).toHaveTextContent('Nicht angegeben');
      expect(within(country).getByRole('option', { name: 'Deutschland' })).toHaveValue('Germany');
      expect(
        within(country).getByRole('option', {
          name: 'Zypern (nicht Schengen: Tage zählen nicht)',
        }),
      ).toHaveValue('Cyprus');
      // German order: Belgien before Bulgarien before Dänemark before Deutschland.
      const names = options.map((option) => option.textContent);
      expect(names.indexOf('Dänemark')).toBeLessThan(names.indexOf('Deutschland'));
      expect(names.indexOf('Belgien')).toBeLessThan(names.indexOf('Bulgarien'));

      await user.click(within(form).getByRole('button', { name: 'Aufenthalt hinzufügen' }));
      expect(
        await within(form).findByText('Das Einreisedatum ist erforderlich'),
      ).toBeInTheDocument();
      expect(within(form).getByText('Das Ausreisedatum ist erforderlich')).toBeInTheDocument();
    });
  });
});
