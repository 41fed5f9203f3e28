import { explainPlannedStay } from './explain-planned-stay';

describe('explainPlannedStay', () => {
  const sixtyDays = { id: 'winter', entry: '2025-01-01', exit: '2025-03-01' };

  it('says only that an allowed stay is allowed', () => {
    expect(explainPlannedStay([sixtyDays], { entry: '2025-03-10', exit: '2025-04-08' })).toEqual({
      isAllowed: true,
      days: 30,
    });
  });

  it('names the first day of the trip over 90, the visits behind it and what fits instead', () => {
    expect(explainPlannedStay([sixtyDays], { entry: '2025-03-10', exit: '2025-04-09' })).toEqual({
      isAllowed: false,
      days: 31,
      firstDayOver: '2025-04-09',
      isInTrip: true,
      daysUsed: 91,
      window: { start: '2024-10-12', end: '2025-04-09' },
      tripDays: 31,
      causes: [
        {
          stay: sixtyDays,
          counted: { start: '2025-01-01', end: '2025-03-01' },
          days: 60,
          dropsOut: { start: '2025-06-30', end: '2025-08-28' },
        },
      ],
      // 31 May .. 30 June: the window of 30 June has lost 1 January, so 59 + 31 = 90.
      nearestStart: '2025-05-31',
      nearestStartBefore: null,
      longestStay: { exit: '2025-04-08', days: 30 },
    });
  });

  it('refuses a trip that would push a later booked stay over 90, naming that day', () => {
    const booked = { entry: '2025-06-01', exit: '2025-08-29' }; // 90 days
    const why = explainPlannedStay(
      [booked],
      { entry: '2025-03-01', exit: '2025-03-05' },
      { earliestStart: '2025-01-01' },
    );
    expect(why).toMatchObject({
      isAllowed: false,
      // The window of 25 August reaches back to 27 February: 86 booked days + 5 planned.
      firstDayOver: '2025-08-25',
      isInTrip: false,
      daysUsed: 91,
      tripDays: 5,
      causes: [{ stay: booked, counted: { start: '2025-06-01', end: '2025-08-25' }, days: 86 }],
      // A trip of its own, after the booked stay: never one inside it.
      nearestStart: '2025-11-28',
      // 26 February .. 2 March: every booked day's window then holds 90 at most.
      nearestStartBefore: '2025-02-26',
      longestStay: { exit: '2025-03-02', days: 2 },
    });
  });

  it('counts a day the trip shares with another visit once, for that visit', () => {
    const april = { entry: '2025-04-01', exit: '2025-04-10' };
    const why = explainPlannedStay([sixtyDays, april], { entry: '2025-03-10', exit: '2025-04-20' });
    expect(why).toMatchObject({
      firstDayOver: '2025-04-09',
      daysUsed: 91,
      tripDays: 22,
      causes: [
        { stay: sixtyDays, days: 60 },
        { stay: april, counted: { start: '2025-04-01', end: '2025-04-09' }, days: 9 },
      ],
      // Cut before the April visit, and short enough that its 10 April stays at 90.
      longestStay: { exit: '2025-03-29', days: 20 },
    });
  });

  it('offers no start for a stay of more than 90 days', () => {
    const why = explainPlannedStay(
      [],
      { entry: '2025-01-01', exit: '2025-04-01' },
      {
        earliestStart: '2024-06-01',
      },
    );
    expect(why).toMatchObject({
      isAllowed: false,
      days: 91,
      firstDayOver: '2025-04-01',
      tripDays: 91,
      causes: [],
      nearestStart: null,
      nearestStartBefore: null,
      longestStay: { exit: '2025-03-31', days: 90 },
    });
  });

  it('has no longest stay when not even the wanted entry day fits', () => {
    const why = explainPlannedStay([{ entry: '2025-01-01', exit: '2025-03-31' }], {
      entry: '2025-04-01',
      exit: '2025-04-05',
    });
    expect(why).toMatchObject({ isAllowed: false, longestStay: null, nearestStart: '2025-06-30' });
  });

  it('looks before the wanted start only down to earliestStart', () => {
    const planned = { entry: '2025-03-10', exit: '2025-04-09' };
    // 2 September .. 2 October 2024: the window of 1 March 2025 (from 3 September) holds
    // 30 of its days and the 60 winter days. Any later start puts 91 in some window.
    expect(explainPlannedStay([sixtyDays], planned, { earliestStart: '2024-08-01' })).toMatchObject(
      { nearestStartBefore: '2024-09-02' },
    );
    expect(explainPlannedStay([sixtyDays], planned, { earliestStart: '2024-09-03' })).toMatchObject(
      { nearestStartBefore: null },
    );
  });

  it('throws RangeError for a planned stay that ends before it starts', () => {
    expect(() => explainPlannedStay([], { entry: '2025-01-10', exit: '2025-01-01' })).toThrow(
      RangeError,
    );
  });
});
