import { pairVisits } from '../visits/pair-visits';
import { visitsToStays } from '../visits/visits-to-stays';
import { lastDayToStay } from './last-day-to-stay';

const TODAY = '2025-06-15';

describe('lastDayToStay', () => {
  it('ignores the visit’s own recorded exit: 89 days after its entry without other stays', () => {
    const visit = { entryDate: '2025-06-01', exitDate: '2025-06-05' };
    expect(lastDayToStay([{ entry: '2025-06-01', exit: '2025-06-05' }], visit, TODAY)).toBe(
      '2025-08-29',
    );
  });

  it('counts the other stays', () => {
    const stays = [
      { entry: '2025-02-10', exit: '2025-02-20' },
      { entry: '2025-01-01', exit: '2025-01-30' },
    ];
    expect(lastDayToStay(stays, { entryDate: '2025-02-10', exitDate: '2025-02-20' }, TODAY)).toBe(
      '2025-04-10',
    );
  });

  it('works for an ongoing visit, whose own days do not count twice', () => {
    const visits = pairVisits(
      [
        { id: 1, entry_type: 'entry', entry_date: '2025-03-01' },
        { id: 2, entry_type: 'exit', entry_date: '2025-03-30' },
        { id: 3, entry_type: 'entry', entry_date: '2025-06-01' },
      ],
      { today: TODAY },
    );
    const ongoing = visits[0]!;
    // 30 days in March leave the window from 28 August; 60 days from 1 June reach 30 July.
    expect(lastDayToStay(visitsToStays(visits), ongoing, TODAY)).toBe('2025-07-30');
  });

  it('is null when not even the entry day is allowed', () => {
    const stays = [
      { entry: '2025-01-01', exit: '2025-03-31' },
      { entry: '2025-04-01', exit: '2025-04-03' },
    ];
    expect(
      lastDayToStay(stays, { entryDate: '2025-04-01', exitDate: '2025-04-03' }, TODAY),
    ).toBeNull();
  });

  it('works for a visit missing from the stays, such as a planned one', () => {
    expect(lastDayToStay([], { entryDate: '2025-07-01', exitDate: null }, TODAY)).toBe(
      '2025-09-28',
    );
  });
});
