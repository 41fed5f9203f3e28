import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import type { TravelEntryDto, UserDto } from '@app/contracts';

import { aTravelEntry, aUser, aVisit, anErrorBody } from '../../../../testing/builders';
import { pageIn } from '../../../../testing/page-language';
import { renderWithProviders } from '../../../../testing/render';
import { apiUrl, server } from '../../../../testing/server';
import { STORAGE_KEYS } from '../../../../lib/storage';
import { TodayProvider } from '../../../../lib/travel';
import { useEesRegistered } from '../../../../lib/use-ees-registered';
import type { PageLanguage } from '../../../../lib/i18n/language-provider';
import { CalendarView } from './calendar-view';

// 30 June 2025, midday in London.
const NOW = new Date('2025-06-30T11:00:00Z');

interface Sent {
  /** Every write, in order: 'cleanup', 'visit' or 'delete'. */
  calls: string[];
  cleanups: number;
  visits: { entry_date: string; exit_date: string }[];
  deleted: string[];
}

/** Answers the calendar's calls and records what was sent. */
function serveCalendar(
  entries: TravelEntryDto[],
  options: { deletedCount?: number; visitStatus?: number; cleanupStatus?: number } = {},
) {
  const sent: Sent = { calls: [], cleanups: 0, visits: [], deleted: [] };
  server.use(
    http.get(apiUrl('travel-entries'), () => HttpResponse.json(entries)),
    http.post(apiUrl('cleanup-entries'), () => {
      sent.cleanups += 1;
      sent.calls.push('cleanup');
      if (options.cleanupStatus) {
        return HttpResponse.json(anErrorBody(500, 'Something broke', 'INTERNAL'), {
          status: options.cleanupStatus,
        });
      }
      return HttpResponse.json({ deletedCount: options.deletedCount ?? 0 });
    }),
    http.post(apiUrl('travel-entries/visit'), async ({ request }) => {
      const body = (await request.json()) as { entry_date: string; exit_date: string };
      sent.visits.push(body);
      sent.calls.push('visit');
      if (options.visitStatus) {
        return HttpResponse.json(anErrorBody(500, 'Something broke', 'INTERNAL'), {
          status: options.visitStatus,
        });
      }
      return HttpResponse.json(
        {
          entry: aTravelEntry({ id: 'new-entry', entry_date: body.entry_date }),
          exit: aTravelEntry({ id: 'new-exit', entry_type: 'exit', entry_date: body.exit_date }),
        },
        { status: 201 },
      );
    }),
    http.delete(apiUrl('travel-entries/visit/:entryId/:exitId'), ({ params }) => {
      sent.deleted.push(`${String(params.entryId)}/${String(params.exitId)}`);
      sent.calls.push('delete');
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

/** A promise the test resolves when it wants the server to answer. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Answers POST /api/travel-entries/visit only once the gate opens. */
function gateVisit(sent: Sent) {
  const answer = gate();
  server.use(
    http.post(apiUrl('travel-entries/visit'), async ({ request }) => {
      const body = (await request.json()) as { entry_date: string; exit_date: string };
      sent.visits.push(body);
      sent.calls.push('visit');
      await answer.opened;
      return HttpResponse.json(
        {
          entry: aTravelEntry({ entry_date: body.entry_date }),
          exit: aTravelEntry({ entry_type: 'exit', entry_date: body.exit_date }),
        },
        { status: 201 },
      );
    }),
  );
  return answer;
}

/** Records the EES registration the way the EES card does. */
function RegisterForEes() {
  const [, setRegistered] = useEesRegistered();
  return (
    <button type="button" onClick={() => setRegistered(true)}>
      Register for the EES
    </button>
  );
}

function renderCalendar(
  options: {
    now?: Date;
    user?: UserDto;
    advanceTimers?: (ms: number) => void;
    page?: PageLanguage;
  } = {},
) {
  const now = options.now ?? NOW;
  return renderWithProviders(
    <TodayProvider now={() => now}>
      <CalendarView />
    </TodayProvider>,
    {
      user: options.user ?? aUser(),
      ...(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {}),
      ...(options.page ? { page: options.page } : {}),
    },
  );
}

/** The day button of an ISO date (its accessible name starts with the long date). */
function day(date: string) {
  const button = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!button) throw new Error(`No day button for ${date}`);
  return button;
}

async function calendarShown() {
  return screen.findByRole('button', { name: /^Monday 30 June 2025: / });
}

describe('CalendarView', () => {
  it('shows days used inside visits and days remaining elsewhere, with full day names', async () => {
    serveCalendar(aVisit('2025-05-01', '2025-05-10', { country: 'Italy' }));
    renderCalendar();
    expect(
      await screen.findByRole('button', { name: 'Saturday 10 May 2025: 10 days used' }),
    ).toHaveAttribute('data-in-visit', 'true');
    expect(screen.getByRole('button', { name: 'Thursday 1 May 2025: 1 day used' })).toHaveAttribute(
      'title',
      'Italy',
    );
    expect(
      screen.getByRole('button', { name: 'Sunday 11 May 2025: 80 days remaining' }),
    ).toHaveAttribute('data-in-visit', 'false');
    const today = screen.getByRole('button', {
      name: 'Monday 30 June 2025: 80 days remaining, today',
    });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('group', { name: 'January 2025' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'December 2025' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(12);
    expect(screen.getByRole('heading', { name: 'Legend' })).toBeInTheDocument();
  });

  it('colours the days by the dashboard compliance level', async () => {
    serveCalendar(aVisit('2025-01-01', '2025-04-10'));
    renderCalendar();
    await calendarShown();
    expect(day('2025-02-01')).toHaveAttribute('data-level', 'safe');
    expect(day('2025-03-11')).toHaveAttribute('data-level', 'warning');
    expect(day('2025-03-26')).toHaveAttribute('data-level', 'danger');
    expect(day('2025-04-01')).toHaveAttribute('data-level', 'exceeded');
    expect(day('2025-04-01')).toHaveAccessibleName('Tuesday 1 April 2025: 91 days used');
  });

  it('follows the profile timezone for today', async () => {
    serveCalendar([]);
    // 23:30 UTC on 30 June is already 1 July in Berlin.
    renderCalendar({
      now: new Date('2025-06-30T23:30:00Z'),
      user: aUser({ timezone: 'Europe/Berlin' }),
    });
    expect(
      await screen.findByRole('button', { name: 'Tuesday 1 July 2025: 90 days remaining, today' }),
    ).toBeInTheDocument();
  });

  describe('year', () => {
    it("opens on today's year and moves with the arrows, never below 2021", async () => {
      serveCalendar([]);
      const { user } = renderCalendar();
      expect(await screen.findByRole('heading', { name: '2025' })).toBeInTheDocument();
      for (const year of [2024, 2023, 2022, 2021]) {
        await user.click(screen.getByRole('button', { name: 'Previous year' }));
        expect(screen.getByRole('heading', { name: String(year) })).toBeInTheDocument();
      }
      expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();
      expect(screen.getByRole('group', { name: 'January 2021' })).toBeInTheDocument();
      expect(day('2021-01-01')).toHaveAccessibleName('Friday 1 January 2021: 90 days remaining');

      await user.click(screen.getByRole('button', { name: 'Next year' }));
      expect(screen.getByRole('heading', { name: '2022' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Today' }));
      expect(screen.getByRole('heading', { name: '2025' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next year' }));
      expect(screen.getByRole('heading', { name: '2026' })).toBeInTheDocument();
    });

    it('keeps the chosen year in local storage', async () => {
      serveCalendar([]);
      const first = renderCalendar();
      await first.user.click(await screen.findByRole('button', { name: 'Previous year' }));
      expect(window.localStorage.getItem(STORAGE_KEYS.calendarYear)).toBe('2024');
      first.unmount();

      renderCalendar();
      expect(await screen.findByRole('heading', { name: '2024' })).toBeInTheDocument();
    });

    it('ignores a stored year before 2021', async () => {
      window.localStorage.setItem(STORAGE_KEYS.calendarYear, '2019');
      serveCalendar([]);
      renderCalendar();
      expect(await screen.findByRole('heading', { name: '2025' })).toBeInTheDocument();
    });
  });

  it('remembers that the help banner was dismissed', async () => {
    serveCalendar([]);
    const first = renderCalendar();
    const help = await screen.findByText(
      'Click on the calendar to enter a visit, or enter one manually in Travel History.',
    );
    await first.user.click(
      within(help.closest('[role="note"]') as HTMLElement).getByRole('button', {
        name: 'Dismiss calendar help',
      }),
    );
    expect(screen.queryByText(/Click on the calendar to enter a visit/)).not.toBeInTheDocument();
    first.unmount();

    renderCalendar();
    await calendarShown();
    expect(screen.queryByText(/Click on the calendar to enter a visit/)).not.toBeInTheDocument();
  });

  describe('creating a visit', () => {
    it('starts on a first click and creates on a second, earlier one with the days swapped', async () => {
      const sent = serveCalendar([]);
      const { user } = renderCalendar();
      await calendarShown();

      await user.click(day('2025-06-20'));
      const banner = screen.getByText('Visit started on 20 June 2025').closest('[role="status"]');
      expect(banner).not.toBeNull();
      expect(banner).toHaveTextContent('Click another day to complete this visit');
      expect(day('2025-06-20')).toHaveAttribute('data-selected', 'true');
      expect(sent.visits).toEqual([]);

      await user.click(day('2025-06-10'));
      expect(await screen.findByText('Visit created')).toBeInTheDocument();
      expect(screen.getByText('Added visit from 10 June 2025 to 20 June 2025')).toBeInTheDocument();
      expect(sent.visits).toEqual([{ entry_date: '2025-06-10', exit_date: '2025-06-20' }]);
      expect(sent.calls).toEqual(['cleanup', 'visit']);
      expect(screen.queryByText('Visit started on 20 June 2025')).not.toBeInTheDocument();
      expect(day('2025-06-20')).toHaveAccessibleName('Friday 20 June 2025: 11 days used');
    });

    it("cancels with 'Visit creation cancelled' and sends nothing", async () => {
      const sent = serveCalendar([]);
      const { user } = renderCalendar();
      await calendarShown();
      await user.click(day('2025-06-20'));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));

      expect(await screen.findByText('Visit creation cancelled')).toBeInTheDocument();
      expect(screen.getByText('Click a day to start a new visit')).toBeInTheDocument();
      expect(screen.queryByText(/Visit started on/)).not.toBeInTheDocument();
      expect(sent).toEqual({ calls: [], cleanups: 0, visits: [], deleted: [] });
    });

    it('cancels on Escape as Cancel does, toast included', async () => {
      const sent = serveCalendar([]);
      const { user } = renderCalendar();
      await calendarShown();
      await user.click(day('2025-06-20'));
      expect(screen.getByText('Visit started on 20 June 2025')).toBeInTheDocument();
      await user.keyboard('{Escape}');

      expect(await screen.findByText('Visit creation cancelled')).toBeInTheDocument();
      expect(screen.getByText('Click a day to start a new visit')).toBeInTheDocument();
      expect(screen.queryByText(/Visit started on/)).not.toBeInTheDocument();
      expect(day('2025-06-20')).not.toHaveAttribute('data-selected');
      expect(sent).toEqual({ calls: [], cleanups: 0, visits: [], deleted: [] });
    });

    it('refuses a second day inside a visit, and a range over one, without calling the server', async () => {
      const sent = serveCalendar(aVisit('2025-06-10', '2025-06-12'));
      const { user } = renderCalendar();
      await calendarShown();
      await user.click(day('2025-06-05'));

      await user.click(day('2025-06-11'));
      const inside = await screen.findByRole('alert');
      expect(inside).toHaveTextContent('Day already in a visit');
      expect(inside).toHaveTextContent(
        '11 June 2025 is part of your visit from 10 June 2025 to 12 June 2025.',
      );

      await user.click(day('2025-06-15'));
      await waitFor(() =>
        expect(screen.getByRole('alert')).toHaveTextContent('Visit overlaps an existing visit'),
      );
      expect(screen.getByRole('alert')).toHaveTextContent(
        'A visit from 5 June 2025 to 15 June 2025 would overlap your visit from 10 June 2025 to 12 June 2025.',
      );
      // Still selecting: a free day on the same side completes the visit.
      expect(screen.getByText('Visit started on 5 June 2025')).toBeInTheDocument();
      expect(sent.visits).toEqual([]);

      await user.click(day('2025-06-08'));
      expect(await screen.findByText('Visit created')).toBeInTheDocument();
      expect(sent.visits).toEqual([{ entry_date: '2025-06-05', exit_date: '2025-06-08' }]);
    });

    it("says 'Error creating visit' and removes the visit again when the server fails", async () => {
      serveCalendar([], { visitStatus: 500 });
      const { user } = renderCalendar();
      await calendarShown();
      await user.click(day('2025-06-01'));
      await user.click(day('2025-06-03'));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Error creating visit');
      expect(alert).toHaveTextContent('Please try again');
      await waitFor(() => expect(day('2025-06-02')).toHaveAttribute('data-in-visit', 'false'));
    });

    it('cleans up orphaned exits first and says how many went', async () => {
      const orphan = aTravelEntry({ id: 'orphan', entry_type: 'exit', entry_date: '2025-01-05' });
      const sent = serveCalendar([orphan, ...aVisit('2025-02-01', '2025-02-03')], {
        deletedCount: 1,
      });
      const answer = gateVisit(sent);
      const { user, store } = renderCalendar();
      await calendarShown();
      await user.click(day('2025-06-01'));
      await user.click(day('2025-06-02'));

      expect(await screen.findByText('Cleaned up 1 orphaned entry')).toBeInTheDocument();
      await waitFor(() => expect(sent.calls).toEqual(['cleanup', 'visit']));
      expect(JSON.stringify(store.getState().api.queries)).not.toContain('"orphan"');

      answer.open();
      expect(await screen.findByText('Visit created')).toBeInTheDocument();
    });

    it("says 'Failed to cleanup entries' and still creates the visit", async () => {
      const sent = serveCalendar([], { cleanupStatus: 500 });
      const answer = gateVisit(sent);
      const { user } = renderCalendar();
      await calendarShown();
      await user.click(day('2025-06-01'));
      await user.click(day('2025-06-02'));

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to cleanup entries');
      answer.open();
      expect(await screen.findByText('Visit created')).toBeInTheDocument();
      expect(sent.calls).toEqual(['cleanup', 'visit']);
    });
  });

  describe('warnings before creating', () => {
    // 10 November 2025: after the EES start. The passport turns 10 on 1 January 2026.
    const AUTUMN = new Date('2025-11-10T11:00:00Z');
    const passportUser = aUser({
      passport_issue_date: '2016-01-01',
      passport_expiry_date: '2030-01-01',
    });
    const PASSPORT_TEXT =
      'Your passport will be close to its 10-year limit (41 days remaining). Consider renewing your passport before traveling.';

    async function pickVisit(user: ReturnType<typeof renderCalendar>['user']) {
      await screen.findByRole('button', { name: /^Monday 10 November 2025: / });
      await user.click(day('2025-11-20'));
      await user.click(day('2025-11-25'));
    }

    it('asks about the passport, then EES, then creates the visit', async () => {
      const sent = serveCalendar([]);
      const { user } = renderCalendar({ now: AUTUMN, user: passportUser });
      await pickVisit(user);

      const passport = await screen.findByRole('dialog', { name: 'Passport Warning' });
      expect(passport).toHaveTextContent(PASSPORT_TEXT);
      expect(screen.queryByRole('dialog', { name: 'EES Notice' })).not.toBeInTheDocument();
      await user.click(within(passport).getByRole('button', { name: 'Continue Anyway' }));

      const ees = await screen.findByRole('dialog', { name: 'EES Notice' });
      expect(ees).toHaveTextContent(/extra time at the border/);
      expect(sent.visits).toEqual([]);
      await user.click(within(ees).getByRole('button', { name: 'Continue' }));

      expect(await screen.findByText('Visit created')).toBeInTheDocument();
      expect(sent.visits).toEqual([{ entry_date: '2025-11-20', exit_date: '2025-11-25' }]);
    });

    it('creates nothing when the passport warning is cancelled', async () => {
      const sent = serveCalendar([]);
      const { user } = renderCalendar({ now: AUTUMN, user: passportUser });
      await pickVisit(user);
      const passport = await screen.findByRole('dialog', { name: 'Passport Warning' });
      await user.click(within(passport).getByRole('button', { name: 'Cancel' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual({ calls: [], cleanups: 0, visits: [], deleted: [] });
      expect(day('2025-11-22')).toHaveAttribute('data-in-visit', 'false');
    });

    it('creates nothing when the EES notice is cancelled', async () => {
      const sent = serveCalendar([]);
      const { user } = renderCalendar({ now: AUTUMN, user: passportUser });
      await pickVisit(user);
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Passport Warning' })).getByRole(
          'button',
          { name: 'Continue Anyway' },
        ),
      );
      const ees = await screen.findByRole('dialog', { name: 'EES Notice' });
      await user.click(within(ees).getByRole('button', { name: 'Cancel Visit' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sent).toEqual({ calls: [], cleanups: 0, visits: [], deleted: [] });
    });

    it('warns one account of the EES even after another account registered on this browser', async () => {
      server.use(
        http.patch(apiUrl('user/travel-settings'), async ({ request }) =>
          HttpResponse.json({ ...aUser(), ...((await request.json()) as object) }),
        ),
      );
      const registered = renderWithProviders(<RegisterForEes />, {
        user: aUser({ id: 'registered' }),
      });
      await registered.user.click(screen.getByRole('button', { name: 'Register for the EES' }));
      await waitFor(() =>
        expect(
          (registered.store.getState().api.queries['getCurrentUser(undefined)']?.data as UserDto)
            .ees_registered,
        ).toBe(true),
      );
      registered.unmount();

      serveCalendar([]);
      const { user } = renderCalendar({
        now: AUTUMN,
        user: aUser({
          id: 'not-registered',
          passport_issue_date: '2020-01-01',
          passport_expiry_date: '2030-01-01',
        }),
      });
      await pickVisit(user);
      expect(await screen.findByRole('dialog', { name: 'EES Notice' })).toBeInTheDocument();
    });

    it('skips both warnings when the passport is fine and EES is registered', async () => {
      const sent = serveCalendar([]);
      const { user } = renderCalendar({
        now: AUTUMN,
        user: aUser({
          passport_issue_date: '2020-01-01',
          passport_expiry_date: '2030-01-01',
          ees_registered: true,
        }),
      });
      await pickVisit(user);
      expect(await screen.findByText('Visit created')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent.visits).toHaveLength(1);
    });
  });

  it('asks to delete a visit when one of its days is clicked', async () => {
    const records = aVisit('2025-05-01', '2025-05-10');
    const sent = serveCalendar(records);
    const { user } = renderCalendar();
    await user.click(await screen.findByRole('button', { name: /^Monday 5 May 2025: / }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete Visit' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this entry?');
    expect(screen.queryByText(/Visit started on/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Visit deleted completely')).toBeInTheDocument();
    expect(sent.deleted).toEqual([`${records[0]!.id}/${records[1]!.id}`]);
    expect(day('2025-05-05')).toHaveAttribute('data-in-visit', 'false');
  });

  it('highlights the clicked day for 500 ms', async () => {
    jest.useFakeTimers();
    try {
      serveCalendar([]);
      const { user } = renderCalendar({ advanceTimers: jest.advanceTimersByTime });
      await calendarShown();
      await user.click(day('2025-06-20'));
      expect(day('2025-06-20')).toHaveAttribute('data-highlighted', 'true');
      act(() => jest.advanceTimersByTime(499));
      expect(day('2025-06-20')).toHaveAttribute('data-highlighted', 'true');
      act(() => jest.advanceTimersByTime(1));
      expect(day('2025-06-20')).not.toHaveAttribute('data-highlighted');
    } finally {
      jest.useRealTimers();
    }
  });

  it('is reached with Tab on today and walked with the arrow keys', async () => {
    serveCalendar([]);
    const { user } = renderCalendar();
    await calendarShown();
    const focusable = Array.from(document.querySelectorAll('button[data-date]')).filter(
      (button) => (button as HTMLButtonElement).tabIndex === 0,
    );
    expect(focusable).toEqual([day('2025-06-30')]);

    day('2025-06-30').focus();
    await user.keyboard('{ArrowRight}');
    expect(day('2025-07-01')).toHaveFocus();
    expect(day('2025-07-01')).toHaveAttribute('tabindex', '0');
    expect(day('2025-06-30')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowUp}');
    expect(day('2025-06-24')).toHaveFocus();
    await user.keyboard('{End}');
    expect(day('2025-06-30')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByText('Visit started on 30 June 2025')).toBeInTheDocument();

    day('2025-12-31').focus();
    fireEvent.keyDown(day('2025-12-31'), { key: 'ArrowRight' });
    expect(day('2025-12-31')).toHaveFocus();
  });

  describe("in the page's language (issue #21)", () => {
    it('names the days, months, countries and controls in German and creates a visit', async () => {
      serveCalendar(aVisit('2025-05-01', '2025-05-10', { country: 'Italy' }));
      const { user } = renderCalendar({ page: await pageIn('de') });
      const tenth = await screen.findByRole('button', {
        name: 'Samstag, 10. Mai 2025: 10 Tage verbraucht',
      });
      expect(tenth).toHaveAttribute('title', 'Italien');
      expect(
        screen.getByRole('button', { name: 'Montag, 30. Juni 2025: 80 Tage übrig, heute' }),
      ).toHaveAttribute('aria-current', 'date');
      expect(screen.getByRole('group', { name: 'Mai 2025' })).toHaveTextContent(/^Mai 2025MoDiMi/);
      expect(screen.getByRole('button', { name: 'Vorheriges Jahr' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Heute' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Legende' })).toBeInTheDocument();
      expect(
        screen.getByText(
          'Klicken Sie in den Kalender, um einen Aufenthalt einzutragen, oder erfassen Sie ihn manuell im Reiseverlauf.',
        ),
      ).toBeInTheDocument();

      await user.click(day('2025-06-20'));
      const banner = screen
        .getByText('Aufenthalt begonnen am 20. Juni 2025')
        .closest('[role="status"]');
      expect(banner).toHaveTextContent(
        'Klicken Sie auf einen weiteren Tag, um diesen Aufenthalt abzuschließen',
      );
      await user.click(day('2025-06-10'));
      expect(await screen.findByText('Aufenthalt erstellt')).toBeInTheDocument();
      expect(
        screen.getByText('Aufenthalt vom 10. Juni 2025 bis zum 20. Juni 2025 hinzugefügt'),
      ).toBeInTheDocument();
    });

    it('warns about the passport and the EES in German, with the dates by Intl', async () => {
      serveCalendar([]);
      const { user } = renderCalendar({
        now: new Date('2025-11-10T11:00:00Z'),
        user: aUser({ passport_issue_date: '2016-01-01', passport_expiry_date: '2030-01-01' }),
        page: await pageIn('de'),
      });
      await screen.findByRole('button', { name: /^Montag, 10\. November 2025: / });
      await user.click(day('2025-11-20'));
      await user.click(day('2025-11-25'));

      const passport = await screen.findByRole('dialog', { name: 'Reisepass-Warnung' });
      expect(passport).toHaveTextContent(
        'Ihr Reisepass erreicht bald seine 10-Jahres-Grenze (41 Tage verbleibend).',
      );
      await user.click(within(passport).getByRole('button', { name: 'Trotzdem fortfahren' }));
      const ees = await screen.findByRole('dialog', { name: 'EES-Hinweis' });
      expect(ees).toHaveTextContent(
        'Das Einreise-/Ausreisesystem der EU (EES) gilt ab dem 12. Oktober 2025.',
      );
      expect(within(ees).getByRole('button', { name: 'Aufenthalt abbrechen' })).toBeInTheDocument();
    });

    it('says why a day is taken, in Arabic', async () => {
      serveCalendar(aVisit('2025-05-01', '2025-05-02'));
      const { user } = renderCalendar({ page: await pageIn('ar') });
      const second = await screen.findByRole('button', {
        name: 'الجمعة، 2 مايو 2025: يومان مستخدمان',
      });
      await user.click(day('2025-05-05'));
      await user.click(second);
      expect(await screen.findByText('اليوم ضمن زيارة بالفعل')).toBeInTheDocument();
      expect(
        screen.getByText(
          '2 مايو 2025 جزء من زيارتك من 1 مايو 2025 إلى 2 مايو 2025. انقر على يوم متاح لإكمال هذه الزيارة، أو على إلغاء.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
    });
  });
});
