import { problemsOf } from '../../_testing/dto-test-helpers';
import {
  CreateEntryRpcRequest,
  DeleteEntryRpcRequest,
  DeleteVisitRpcRequest,
  RecordVisitRpcRequest,
  TravelUserRpcRequest,
  UpdateEntryRpcRequest,
} from './travel-rpc-requests.dto';

const USER_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const ENTRY_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';

describe('travel RPC requests', () => {
  it('require the userId of the signed-in user', async () => {
    expect(await problemsOf(TravelUserRpcRequest, {})).toEqual({
      userId: ['userId is required'],
    });
    expect(
      await problemsOf(CreateEntryRpcRequest, { entry_type: 'entry', entry_date: '2025-06-01' }),
    ).toEqual({ userId: ['userId is required'] });
  });

  it('keep the HTTP body rules of the DTO they extend', async () => {
    expect(
      await problemsOf(RecordVisitRpcRequest, {
        userId: USER_ID,
        entry_date: '2025-06-10',
        exit_date: '2025-06-09',
      }),
    ).toEqual({ exit_date: ['Exit date must be after entry date'] });
  });

  it('require the id of the record to update or delete', async () => {
    expect(
      await problemsOf(UpdateEntryRpcRequest, { userId: USER_ID, entry_date: '2025-06-01' }),
    ).toEqual({ id: ['id is required'] });
    expect(await problemsOf(DeleteEntryRpcRequest, { userId: USER_ID, id: 'x' })).toEqual({
      id: ['id must be a valid id'],
    });
  });

  it('accept a visit deletion without an exit id (ongoing visit)', async () => {
    expect(await problemsOf(DeleteVisitRpcRequest, { userId: USER_ID, entryId: ENTRY_ID })).toEqual(
      {},
    );
  });
});
