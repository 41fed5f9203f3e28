import {
  DUPLICATE_ENTRY_TITLE,
  DuplicateEntryError,
  duplicateEntryMessage,
} from './duplicate-entry.error';

describe('DuplicateEntryError', () => {
  const dates = { entryDate: '2025-06-01', exitDate: '2025-06-10' };

  it('fills both dates into the SPEC message', () => {
    expect(new DuplicateEntryError(dates).message).toBe(
      'You already have entry on 2025-06-01 and/or exit on 2025-06-10 recorded',
    );
    expect(duplicateEntryMessage(dates)).toBe(
      'You already have entry on 2025-06-01 and/or exit on 2025-06-10 recorded',
    );
  });

  it('keeps the SPEC title available', () => {
    expect(DUPLICATE_ENTRY_TITLE).toBe('Duplicate entries found');
  });

  it('is a 409 with code TRAVEL_DUPLICATE_ENTRY and the dates in its details', () => {
    const error = new DuplicateEntryError(dates);
    expect(error.toPayload()).toEqual({
      code: 'TRAVEL_DUPLICATE_ENTRY',
      status: 409,
      message: 'You already have entry on 2025-06-01 and/or exit on 2025-06-10 recorded',
      details: dates,
    });
    expect(error.entryDate).toBe('2025-06-01');
    expect(error.exitDate).toBe('2025-06-10');
  });
});
