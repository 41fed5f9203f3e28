import { problemsOf } from '../../_testing/dto-test-helpers';
import { UpdateTravelEntryDto } from './update-travel-entry.dto';

const ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';

describe('UpdateTravelEntryDto', () => {
  it('accepts the fields the SPEC client sends, id included', async () => {
    expect(
      await problemsOf(UpdateTravelEntryDto, {
        id: ID,
        entry_date: '2025-06-01',
        country: 'Italy',
        notes: null,
      }),
    ).toEqual({});
  });

  it('accepts a body without the id', async () => {
    expect(await problemsOf(UpdateTravelEntryDto, { entry_date: '2025-06-01' })).toEqual({});
  });

  it('requires the date', async () => {
    expect(await problemsOf(UpdateTravelEntryDto, { id: ID })).toEqual({
      entry_date: ['Entry date is required'],
    });
  });

  it('rejects an id that is not an id', async () => {
    expect(await problemsOf(UpdateTravelEntryDto, { id: '12', entry_date: '2025-06-01' })).toEqual({
      id: ['id must be a valid id'],
    });
  });

  it('rejects a change of type', async () => {
    expect(
      await problemsOf(UpdateTravelEntryDto, { entry_date: '2025-06-01', entry_type: 'exit' }),
    ).toEqual({ entry_type: ['property entry_type should not exist'] });
  });
});
