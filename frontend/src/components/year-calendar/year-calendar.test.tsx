import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../testing/render';
import { YearCalendar } from './year-calendar';

const TODAY = '2025-06-30';

function day(date: string) {
  const button = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!button) throw new Error(`No day button for ${date}`);
  return button;
}

describe('YearCalendar with one month', () => {
  it('shows only that month and reports clicks on its days', async () => {
    const onDayClick = jest.fn();
    renderWithProviders(
      <YearCalendar entries={[]} today={TODAY} year={2025} month={6} onDayClick={onDayClick} />,
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'June 2025' })).toBeInTheDocument();
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(30);
    await userEvent.click(day('2025-06-12'));
    expect(onDayClick).toHaveBeenCalledWith('2025-06-12');
  });

  it('keeps the tab stop and the arrow keys within the shown month', async () => {
    renderWithProviders(<YearCalendar entries={[]} today={TODAY} year={2025} month={7} />);
    // Today lies in June: the month's first day takes the tab stop.
    const focusable = Array.from(document.querySelectorAll('button[data-date]')).filter(
      (button) => (button as HTMLButtonElement).tabIndex === 0,
    );
    expect(focusable).toEqual([day('2025-07-01')]);

    day('2025-07-01').focus();
    fireEvent.keyDown(day('2025-07-01'), { key: 'ArrowLeft' });
    expect(day('2025-07-01')).toHaveFocus();
    fireEvent.keyDown(day('2025-07-01'), { key: 'PageDown' });
    expect(day('2025-07-31')).toHaveFocus();
    expect(day('2025-07-31')).toHaveAttribute('tabindex', '0');
  });

  it('colours days on the demo scale', () => {
    const entries = [
      { id: 'a', entry_type: 'entry' as const, entry_date: '2025-04-01', country: null },
      { id: 'b', entry_type: 'exit' as const, entry_date: '2025-06-30', country: null },
    ];
    renderWithProviders(
      <YearCalendar entries={entries} today={TODAY} year={2025} month={5} scale="demo" />,
    );
    expect(day('2025-05-31')).toHaveAccessibleName('Saturday 31 May 2025: 61 days used');
    expect(day('2025-05-31')).toHaveAttribute('data-level', 'warning');
  });
});

describe('YearCalendar: days that do not count (issue #22)', () => {
  it('draws a day in Ireland differently and gives the reason in its name and title', () => {
    const entries = [
      { id: 'a', entry_type: 'entry' as const, entry_date: '2025-05-02', country: 'Ireland' },
      { id: 'b', entry_type: 'exit' as const, entry_date: '2025-05-04', country: 'Ireland' },
      { id: 'c', entry_type: 'entry' as const, entry_date: '2025-05-10', country: 'Spain' },
      { id: 'd', entry_type: 'exit' as const, entry_date: '2025-05-11', country: 'Spain' },
    ];
    renderWithProviders(<YearCalendar entries={entries} today={TODAY} year={2025} month={5} />);
    const why = 'Ireland does not apply the Schengen rules in full';
    expect(day('2025-05-03')).toHaveAccessibleName(
      `Saturday 3 May 2025: 0 days used, not counted: ${why}`,
    );
    expect(day('2025-05-03')).toHaveAttribute('data-not-counted', 'true');
    expect(day('2025-05-03')).toHaveAttribute('title', `Ireland · Not counted: ${why}`);
    expect(day('2025-05-11')).not.toHaveAttribute('data-not-counted');
    expect(day('2025-05-11')).toHaveAccessibleName('Sunday 11 May 2025: 2 days used');
  });

  it('shows the days of a long-stay visa as not counted', () => {
    const entries = [
      { id: 'a', entry_type: 'entry' as const, entry_date: '2025-05-02', country: null },
      { id: 'b', entry_type: 'exit' as const, entry_date: '2025-05-04', country: null },
    ];
    const periods = [
      {
        from: '2025-05-03',
        to: '2025-05-03',
        issuingState: 'Italy',
        kind: 'long_stay_visa' as const,
      },
    ];
    renderWithProviders(
      <YearCalendar
        entries={entries}
        today={TODAY}
        year={2025}
        month={5}
        excludedPeriods={periods}
      />,
    );
    expect(day('2025-05-03')).toHaveAttribute('data-not-counted', 'true');
    expect(day('2025-05-03')).toHaveAttribute(
      'title',
      'Not counted: covered by a long-stay visa of Italy',
    );
    expect(day('2025-05-04')).toHaveAccessibleName('Sunday 4 May 2025: 2 days used');
  });
});
