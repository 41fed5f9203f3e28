import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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
    render(
      <YearCalendar entries={[]} today={TODAY} year={2025} month={6} onDayClick={onDayClick} />,
    );
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(screen.getByRole('group', { name: 'June 2025' })).toBeInTheDocument();
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(30);
    await userEvent.click(day('2025-06-12'));
    expect(onDayClick).toHaveBeenCalledWith('2025-06-12');
  });

  it('keeps the tab stop and the arrow keys within the shown month', async () => {
    render(<YearCalendar entries={[]} today={TODAY} year={2025} month={7} />);
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
    render(<YearCalendar entries={entries} today={TODAY} year={2025} month={5} scale="demo" />);
    expect(day('2025-05-31')).toHaveAccessibleName('Saturday 31 May 2025: 61 days used');
    expect(day('2025-05-31')).toHaveAttribute('data-level', 'warning');
  });
});
