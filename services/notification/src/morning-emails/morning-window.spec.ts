import { localMorning } from './morning-window';

const at = (iso: string) => new Date(iso);

describe('localMorning', () => {
  it("answers the user's local day in their 08:00 hour, and null outside it", () => {
    const tokyo = 'Asia/Tokyo'; // UTC+9, no DST
    expect(localMorning(at('2026-06-01T22:59:59Z'), tokyo, 8)).toBeNull(); // 07:59:59
    expect(localMorning(at('2026-06-01T23:00:00Z'), tokyo, 8)).toEqual({
      date: '2026-06-02',
      isMonday: false,
      week: '2026-W23',
    });
    expect(localMorning(at('2026-06-01T23:59:59Z'), tokyo, 8)?.date).toBe('2026-06-02');
    expect(localMorning(at('2026-06-02T00:00:00Z'), tokyo, 8)).toBeNull(); // 09:00
  });

  it('finds Monday morning in zones far apart at instants a day apart in UTC', () => {
    // Tokyo's Monday 08:00 is Sunday 23:00 UTC; Los Angeles' is Monday 15:00 UTC (PDT).
    expect(localMorning(at('2026-05-31T23:00:00Z'), 'Asia/Tokyo', 8)).toEqual({
      date: '2026-06-01',
      isMonday: true,
      week: '2026-W23',
    });
    expect(localMorning(at('2026-05-31T23:00:00Z'), 'America/Los_Angeles', 8)).toBeNull();
    expect(localMorning(at('2026-06-01T15:00:00Z'), 'America/Los_Angeles', 8)).toEqual({
      date: '2026-06-01',
      isMonday: true,
      week: '2026-W23',
    });
  });

  it('follows a DST change: 08:00 London is 08:00 UTC in winter and 07:00 UTC in summer', () => {
    const london = 'Europe/London'; // BST from Sunday 29 March 2026, 01:00 UTC
    expect(localMorning(at('2026-03-28T08:00:00Z'), london, 8)?.date).toBe('2026-03-28');
    expect(localMorning(at('2026-03-28T07:00:00Z'), london, 8)).toBeNull();
    // The day of the change and after: the 08:00 hour starts an hour earlier in UTC.
    expect(localMorning(at('2026-03-29T07:00:00Z'), london, 8)?.date).toBe('2026-03-29');
    expect(localMorning(at('2026-03-29T08:00:00Z'), london, 8)).toBeNull();
    expect(localMorning(at('2026-03-30T07:30:00Z'), london, 8)).toEqual({
      date: '2026-03-30',
      isMonday: true,
      week: '2026-W14',
    });
    // Back to GMT on Sunday 25 October 2026.
    expect(localMorning(at('2026-10-25T08:00:00Z'), london, 8)?.date).toBe('2026-10-25');
    expect(localMorning(at('2026-10-25T07:00:00Z'), london, 8)).toBeNull();
  });

  it.each([
    'Europe/London',
    'America/New_York',
    'Asia/Kolkata', // +05:30
    'Asia/Kathmandu', // +05:45
    'America/St_Johns', // -03:30 with DST
    'Australia/Lord_Howe', // +10:30, a 30-minute DST
    'Pacific/Kiritimati', // +14
    'Pacific/Pago_Pago', // -11
    'UTC',
  ])('meets %s once on each local day when ticking hourly across both DST changes', (zone) => {
    const hitsByDate = new Map<string, number>();
    const start = Date.parse('2026-03-20T00:00:00Z');
    const end = Date.parse('2026-11-10T00:00:00Z');
    for (let instant = start; instant < end; instant += 3_600_000) {
      const morning = localMorning(new Date(instant), zone, 8);
      if (morning) hitsByDate.set(morning.date, (hitsByDate.get(morning.date) ?? 0) + 1);
    }
    const days = (end - start) / 86_400_000;
    expect(hitsByDate.size).toBeGreaterThanOrEqual(days - 1);
    expect([...hitsByDate.values()].every((hits) => hits === 1)).toBe(true);
  });

  it('names the ISO week of the local day across a year boundary', () => {
    // Friday 1 January 2027 belongs to week 53 of 2026.
    expect(localMorning(at('2027-01-01T08:10:00Z'), 'UTC', 8)?.week).toBe('2026-W53');
    expect(localMorning(at('2027-01-04T08:10:00Z'), 'UTC', 8)).toEqual({
      date: '2027-01-04',
      isMonday: true,
      week: '2027-W01',
    });
  });

  it('answers null for a zone the runtime does not know', () => {
    expect(localMorning(at('2026-06-01T08:00:00Z'), 'Mars/Olympus_Mons', 8)).toBeNull();
  });
});
