import { jointLongestStay } from './joint-longest-stay';

describe('jointLongestStay', () => {
  it('is the shortest of the travellers’ longest trips', () => {
    const travellers = [{ stays: [] }, { stays: [{ entry: '2025-01-01', exit: '2025-01-30' }] }];
    // Alone, the first could stay 90 days (to 2025-05-10); the second has 60 left.
    expect(jointLongestStay(travellers, '2025-02-10')).toEqual({ exit: '2025-04-10', days: 60 });
    expect(jointLongestStay([{ stays: [] }], '2025-02-10')).toEqual({
      exit: '2025-05-10',
      days: 90,
    });
  });

  it('is null when one traveller may not even enter that day', () => {
    const full = { stays: [{ entry: '2025-01-01', exit: '2025-03-31' }] };
    expect(jointLongestStay([{ stays: [] }, full], '2025-04-01')).toBeNull();
  });

  it('ends before one traveller’s next booked trip, and keeps that trip legal', () => {
    const booked = { stays: [{ entry: '2025-06-01', exit: '2025-07-30' }] }; // 60 days
    // A trip of its own stops on 31 May, but 60 later days leave 30 for the trip.
    expect(jointLongestStay([{ stays: [] }, booked], '2025-03-01')).toEqual({
      exit: '2025-03-30',
      days: 30,
    });
    expect(jointLongestStay([{ stays: [] }, booked], '2025-05-20')).toEqual({
      exit: '2025-05-31',
      days: 12,
    });
  });

  it('leaves out each traveller’s own periods that do not count', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-03-31' }];
    const resident = {
      stays,
      excludedPeriods: [
        {
          from: '2025-01-01',
          to: '2025-03-31',
          issuingState: 'FR',
          kind: 'residence_permit' as const,
        },
      ],
    };
    expect(jointLongestStay([resident], '2025-04-01')).toEqual({ exit: '2025-06-29', days: 90 });
    // The same days count for a traveller without the permit.
    expect(jointLongestStay([resident, { stays }], '2025-04-01')).toBeNull();
  });

  it('counts an ongoing stay to today, and does not let the trip hold its days', () => {
    const ongoing = { stays: [{ entry: '2025-01-01', exit: null }] };
    expect(jointLongestStay([ongoing], '2025-01-05', { today: '2025-01-10' })).toBeNull();
    expect(jointLongestStay([ongoing], '2025-01-11', { today: '2025-01-10' })).toEqual({
      exit: '2025-03-31',
      days: 80,
    });
  });

  it('throws RangeError without a traveller or for an invalid date', () => {
    expect(() => jointLongestStay([], '2025-01-01')).toThrow(RangeError);
    expect(() => jointLongestStay([{ stays: [] }], '2025-02-30')).toThrow(RangeError);
  });
});
