import { TravelRecordLimitError } from './record-limit.error';

describe('TravelRecordLimitError', () => {
  it('says the limit and what to do, with code TRAVEL_RECORD_LIMIT and status 400', () => {
    expect(new TravelRecordLimitError(5_000)).toMatchObject({
      code: 'TRAVEL_RECORD_LIMIT',
      status: 400,
      message:
        'You can keep at most 5,000 travel records (entries and exits). Delete old records you no longer need, then add this one.',
      details: { limit: 5_000, held: 5_000 },
    });
  });
});
