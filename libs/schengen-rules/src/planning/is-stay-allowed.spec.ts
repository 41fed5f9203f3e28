import { isStayAllowed } from './is-stay-allowed';

describe('isStayAllowed', () => {
  it('allows a first stay of exactly 90 days', () => {
    expect(isStayAllowed([], { entry: '2025-01-01', exit: '2025-03-31' })).toBe(true);
  });

  it('refuses a first stay of 91 days', () => {
    expect(isStayAllowed([], { entry: '2025-01-01', exit: '2025-04-01' })).toBe(false);
  });

  it('refuses a stay that takes an earlier one over 90 days', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-03-01' }]; // 60 days
    expect(isStayAllowed(stays, { entry: '2025-03-10', exit: '2025-04-08' })).toBe(true); // 60 + 30
    expect(isStayAllowed(stays, { entry: '2025-03-10', exit: '2025-04-09' })).toBe(false); // 60 + 31
  });

  it('counts days that overlap a recorded stay once', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-03-31' }]; // 90 days
    expect(isStayAllowed(stays, { entry: '2025-03-01', exit: '2025-03-31' })).toBe(true);
  });

  it('allows a stay once earlier days have left the window', () => {
    const stays = [{ entry: '2025-01-01', exit: '2025-03-31' }];
    expect(isStayAllowed(stays, { entry: '2025-06-29', exit: '2025-06-29' })).toBe(false);
    expect(isStayAllowed(stays, { entry: '2025-06-30', exit: '2025-06-30' })).toBe(true);
  });

  describe('with considerLaterStays', () => {
    const later = [{ entry: '2025-06-01', exit: '2025-08-29' }]; // 90 days, already booked

    it('refuses a trip that would push a later booked stay over 90 days', () => {
      const planned = { entry: '2025-03-01', exit: '2025-03-05' };
      expect(isStayAllowed(later, planned)).toBe(true);
      expect(isStayAllowed(later, planned, { considerLaterStays: true })).toBe(false);
    });

    it('allows a trip that ends before the windows of the later stay reach back to it', () => {
      const planned = { entry: '2024-11-01', exit: '2024-11-05' };
      expect(isStayAllowed(later, planned, { considerLaterStays: true })).toBe(true);
    });
  });

  it('throws RangeError when the planned stay ends before it starts', () => {
    expect(() => isStayAllowed([], { entry: '2025-01-10', exit: '2025-01-01' })).toThrow(
      RangeError,
    );
  });
});
