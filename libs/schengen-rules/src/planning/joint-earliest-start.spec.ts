import { jointEarliestStart } from './joint-earliest-start';

describe('jointEarliestStart', () => {
  it('waits until the traveller with the fewest days left can go', () => {
    const full = { stays: [{ entry: '2025-01-01', exit: '2025-03-31' }] };
    expect(jointEarliestStart([{ stays: [] }, full], '2025-04-01', 10)).toBe('2025-06-30');
    expect(jointEarliestStart([{ stays: [] }], '2025-04-01', 10)).toBe('2025-04-01');
  });

  it('finds a start that fits around every traveller’s booked trips', () => {
    // One traveller is away 10-19 May, the other 20-29 May: a 5-day trip together waits for both.
    const first = { stays: [{ entry: '2025-05-10', exit: '2025-05-19' }] };
    const second = { stays: [{ entry: '2025-05-20', exit: '2025-05-29' }] };
    expect(jointEarliestStart([first, second], '2025-05-08', 5)).toBe('2025-05-30');
    expect(jointEarliestStart([first, second], '2025-05-01', 5)).toBe('2025-05-01');
  });

  it('respects each traveller’s later trips', () => {
    // 60 days booked 1 June - 30 July leave 30 for any window holding them all: a 40-day trip
    // before them breaks 30 July, one right after breaks its own last day. It first fits from
    // 29 October: on 27 November 60 + 30 days, and from then each trip day replaces a booked one.
    const booked = { stays: [{ entry: '2025-06-01', exit: '2025-07-30' }] };
    expect(jointEarliestStart([booked, { stays: [] }], '2025-03-01', 40)).toBe('2025-10-29');
    expect(jointEarliestStart([booked, { stays: [] }], '2025-03-01', 30)).toBe('2025-03-01');
  });

  it('leaves out each traveller’s own periods that do not count', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-03-31', country: 'Croatia' }];
    const resident = {
      stays: [{ entry: '2025-01-01', exit: '2025-03-31' }],
      excludedPeriods: [
        {
          from: '2024-12-01',
          to: '2025-03-31',
          issuingState: 'DE',
          kind: 'long_stay_visa' as const,
        },
      ],
    };
    expect(jointEarliestStart([resident], '2025-04-01', 30)).toBe('2025-04-01');
    expect(jointEarliestStart([resident, { stays }], '2025-04-01', 30)).toBe('2025-06-30');
  });

  it('is null for more than 90 days and throws for no days or no traveller', () => {
    expect(jointEarliestStart([{ stays: [] }], '2025-01-01', 91)).toBeNull();
    expect(() => jointEarliestStart([{ stays: [] }], '2025-01-01', 0)).toThrow(RangeError);
    expect(() => jointEarliestStart([], '2025-01-01', 5)).toThrow(RangeError);
  });
});
