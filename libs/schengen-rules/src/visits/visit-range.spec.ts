import { visitRange } from './visit-range';

describe('visitRange', () => {
  const TODAY = '2025-06-15';

  it('runs from the entry to the exit of a completed visit, both included', () => {
    expect(visitRange({ entryDate: '2025-03-01', exitDate: '2025-03-10' }, TODAY)).toEqual({
      start: '2025-03-01',
      end: '2025-03-10',
    });
  });

  it('keeps a completed visit that lies after today as recorded', () => {
    expect(visitRange({ entryDate: '2025-07-01', exitDate: '2025-07-05' }, TODAY)).toEqual({
      start: '2025-07-01',
      end: '2025-07-05',
    });
  });

  it('runs an ongoing visit up to today', () => {
    expect(visitRange({ entryDate: '2025-06-01', exitDate: null }, TODAY)).toEqual({
      start: '2025-06-01',
      end: TODAY,
    });
  });

  it('covers an ongoing visit that starts today on today only', () => {
    expect(visitRange({ entryDate: TODAY, exitDate: null }, TODAY)).toEqual({
      start: TODAY,
      end: TODAY,
    });
  });

  it('covers only the entry day of an ongoing visit that starts after today', () => {
    expect(visitRange({ entryDate: '2025-08-01', exitDate: null }, TODAY)).toEqual({
      start: '2025-08-01',
      end: '2025-08-01',
    });
  });

  it('throws RangeError for an exit before the entry or an invalid date', () => {
    expect(() => visitRange({ entryDate: '2025-03-10', exitDate: '2025-03-01' }, TODAY)).toThrow(
      RangeError,
    );
    expect(() => visitRange({ entryDate: '2025-02-30', exitDate: null }, TODAY)).toThrow(
      RangeError,
    );
    expect(() => visitRange({ entryDate: '2025-03-01', exitDate: null }, 'today')).toThrow(
      RangeError,
    );
  });
});
