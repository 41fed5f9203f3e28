import { problemsOf, validInstance } from '../../_testing/dto-test-helpers';
import { MISSING_CONTENT_MESSAGE } from './bulk-email-content.dto';
import { NO_USERS_SELECTED_MESSAGE } from './bulk-email.dto';
import { SendBulkEmailRpcRequest } from './send-bulk-email.dto';

const ada = {
  userId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
  email: 'ada@example.com',
  username: 'ada',
};
const bob = {
  userId: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
  email: 'bob@example.com',
  username: 'bob',
};
const actor = { actorId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', actorRole: 'admin' };
const valid = {
  ...actor,
  recipients: [ada, bob],
  subject: 'Service update',
  message: '<p>Hello</p>',
};

describe('SendBulkEmailRpcRequest', () => {
  it('accepts resolved recipients, a subject and an HTML message', async () => {
    expect(await problemsOf(SendBulkEmailRpcRequest, valid)).toEqual({});
  });

  it('requires the acting user the gateway resolved', async () => {
    const withoutActor = { ...valid, actorId: undefined, actorRole: undefined };
    expect(await problemsOf(SendBulkEmailRpcRequest, withoutActor)).toEqual({
      actorId: ['actorId is required'],
      actorRole: ['actorRole must be one of the following values: user, admin'],
    });
    expect(
      await problemsOf(SendBulkEmailRpcRequest, { ...valid, actorId: 'me', actorRole: 'root' }),
    ).toEqual({
      actorId: ['actorId must be a valid id'],
      actorRole: ['actorRole must be one of the following values: user, admin'],
    });
  });

  it('trims the subject', async () => {
    const request = await validInstance(SendBulkEmailRpcRequest, { ...valid, subject: ' Hi  ' });
    expect(request.subject).toBe('Hi');
  });

  it.each([[[]], [undefined]])(
    'rejects recipients of %p with the SPEC message',
    async (recipients) => {
      expect(await problemsOf(SendBulkEmailRpcRequest, { ...valid, recipients })).toEqual({
        recipients: [NO_USERS_SELECTED_MESSAGE],
      });
    },
  );

  it('rejects a user listed twice', async () => {
    expect(await problemsOf(SendBulkEmailRpcRequest, { ...valid, recipients: [ada, ada] })).toEqual(
      {
        recipients: ['recipients must not repeat a user'],
      },
    );
  });

  it('checks each recipient and refuses unknown fields', async () => {
    expect(
      await problemsOf(SendBulkEmailRpcRequest, {
        ...valid,
        recipients: [{ ...ada, userId: 'ada', role: 'admin' }],
      }),
    ).toEqual({
      'recipients.0.userId': ['userId must be a valid id'],
      'recipients.0.role': ['property role should not exist'],
    });
  });

  it('takes an address that is not an e-mail address (the send counts it as a failure)', async () => {
    const recipients = [{ ...ada, email: 'not-an-address' }];
    expect(await problemsOf(SendBulkEmailRpcRequest, { ...valid, recipients })).toEqual({});
  });

  it.each([
    [
      'a subject on two lines',
      { subject: 'Hi\r\nBcc: x@example.com' },
      'subject',
      'Subject must be a single line',
    ],
    ['a blank subject', { subject: '   ' }, 'subject', MISSING_CONTENT_MESSAGE],
    ['a message without text', { message: '<p><br></p>' }, 'message', MISSING_CONTENT_MESSAGE],
  ])('rejects %s', async (_case, change, field, message) => {
    expect(await problemsOf(SendBulkEmailRpcRequest, { ...valid, ...change })).toEqual({
      [field]: [message],
    });
  });
});
