import { problemsOf } from '../../_testing/dto-test-helpers';
import {
  TravelPdfStatusRpcRequest,
  TravelReportRpcRequest,
} from './travel-report-rpc-requests.dto';

const USER_ID = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const JOB_ID = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';

describe('reporting RPC requests', () => {
  it('accept the user, names and zone the gateway passes', async () => {
    expect(
      await problemsOf(TravelReportRpcRequest, {
        userId: USER_ID,
        username: 'alice',
        first_name: 'Alice',
        last_name: null,
        timezone: 'Europe/Paris',
      }),
    ).toEqual({});
  });

  it('require the user and refuse an unknown zone', async () => {
    expect(await problemsOf(TravelReportRpcRequest, { timezone: 'Mars/Olympus' })).toEqual({
      userId: ['userId is required'],
      username: ['username is required'],
      timezone: ['timezone must be a valid IANA time zone'],
    });
  });

  it('require a well-formed job id', async () => {
    expect(await problemsOf(TravelPdfStatusRpcRequest, { userId: USER_ID, jobId: JOB_ID })).toEqual(
      {},
    );
    expect(await problemsOf(TravelPdfStatusRpcRequest, { userId: USER_ID, jobId: '../x' })).toEqual(
      { jobId: ['jobId must be a valid id'] },
    );
  });
});
