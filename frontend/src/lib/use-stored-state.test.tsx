import { act, render, screen } from '@testing-library/react';

import { STORAGE_KEYS } from './storage';
import { isBoolean, isWholeNumber, useStoredState } from './use-stored-state';

function Flag({ label }: { label: string }) {
  const [on, setOn] = useStoredState(STORAGE_KEYS.calendarHelpDismissed, isBoolean, false);
  return (
    <button type="button" onClick={() => setOn(!on)}>
      {label}: {on ? 'on' : 'off'}
    </button>
  );
}

function Year() {
  const [year] = useStoredState(STORAGE_KEYS.calendarYear, isWholeNumber, 2026);
  return <p>year {year}</p>;
}

describe('useStoredState', () => {
  beforeEach(() => window.localStorage.clear());

  it('starts from the fallback, stores changes and shares them with every reader', () => {
    render(
      <>
        <Flag label="a" />
        <Flag label="b" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'a: off' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'a: off' }).click());
    expect(screen.getByRole('button', { name: 'b: on' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.calendarHelpDismissed)).toBe('true');
  });

  it('ignores a stored value that does not pass validation', () => {
    window.localStorage.setItem(STORAGE_KEYS.calendarYear, '"not a year"');
    render(<Year />);
    expect(screen.getByText('year 2026')).toBeInTheDocument();
  });

  it('follows changes made in another tab', () => {
    render(<Flag label="a" />);
    act(() => {
      window.localStorage.setItem(STORAGE_KEYS.calendarHelpDismissed, 'true');
      window.dispatchEvent(
        new StorageEvent('storage', { key: STORAGE_KEYS.calendarHelpDismissed }),
      );
    });
    expect(screen.getByRole('button', { name: 'a: on' })).toBeInTheDocument();
  });
});
