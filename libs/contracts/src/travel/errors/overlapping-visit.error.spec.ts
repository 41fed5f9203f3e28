import { OverlappingVisitError } from './overlapping-visit.error';

describe('OverlappingVisitError', () => {
  it('names the overlapped visit with code TRAVEL_OVERLAPPING_VISIT and status 409', () => {
    const error = new OverlappingVisitError({ entryDate: '2025-03-01', exitDate: '2025-03-10' });
    expect(error).toMatchObject({
      code: 'TRAVEL_OVERLAPPING_VISIT',
      status: 409,
      message: 'This visit overlaps your visit from 2025-03-01 to 2025-03-10.',
      details: { entryDate: '2025-03-01', exitDate: '2025-03-10' },
    });
  });

  it('names an ongoing visit by its entry date', () => {
    expect(new OverlappingVisitError({ entryDate: '2025-03-01', exitDate: null }).message).toBe(
      'This visit overlaps your ongoing visit from 2025-03-01.',
    );
  });
});
