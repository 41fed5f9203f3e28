import { randomUUID } from 'node:crypto';

import { problemsOf, validInstance } from '../../_testing/dto-test-helpers';
import { MISSING_CONTENT_MESSAGE } from './bulk-email-content.dto';
import { BULK_EMAIL_MAX_USERS, NO_USERS_SELECTED_MESSAGE } from './bulk-email.dto';
import {
  BULK_EMAIL_MAX_RECIPIENTS,
  BulkEmailRecipientDto,
  recipientProblem,
  SendBulkEmailRpcRequest,
} from './send-bulk-email.dto';

const ada = {
  userId: '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f',
  email: 'ada@example.com',
  username: 'ada',
  product_updates: true,
};
const bob = {
  userId: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
  email: 'bob@example.com',
  username: 'bob',
  product_updates: false,
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

  it.each([
    ['an id that is not one', { ...ada, userId: 'ada' }, 'recipients.1 userId must be a valid id'],
    ['an unknown field', { ...ada, role: 'admin' }, 'recipients.1 property role should not exist'],
    ['no e-mail', { userId: ada.userId, username: 'ada' }, 'recipients.1 email is required'],
    ['an empty e-mail', { ...ada, email: '' }, 'recipients.1 email is required'],
    [
      'a long e-mail',
      { ...ada, email: `${'a'.repeat(250)}@b.cc` },
      'recipients.1 email must be at most 254 characters',
    ],
    ['a username that is not text', { ...ada, username: 7 }, 'recipients.1 username must be text'],
    [
      'an empty username',
      { ...ada, username: '' },
      'recipients.1 username must be 1 to 64 characters',
    ],
    ['a list item that is not an object', 'ada', 'recipients.1 must be an object'],
    [
      'no product_updates',
      { userId: ada.userId, email: ada.email, username: 'ada' },
      'recipients.1 product_updates is required',
    ],
    [
      'a product_updates that is not a boolean',
      { ...ada, product_updates: 'yes' },
      'recipients.1 product_updates must be true or false',
    ],
  ])('checks each recipient: refuses %s, naming the first bad one', async (_case, bad, message) => {
    expect(await problemsOf(SendBulkEmailRpcRequest, { ...valid, recipients: [bob, bad] })).toEqual(
      { recipients: [message] },
    );
  });

  it('checks recipients by the same rules as BulkEmailRecipientDto', async () => {
    const samples: unknown[] = [
      ada,
      { ...ada, userId: 'x' },
      { ...ada, email: 3 },
      { ...ada, username: 'u'.repeat(65) },
      { ...ada, username: 'u'.repeat(64) },
      { ...ada, extra: true },
      { userId: ada.userId },
      { ...ada, product_updates: null },
      { ...ada, product_updates: 1 },
    ];
    for (const sample of samples) {
      const byClass = Object.keys(await problemsOf(BulkEmailRecipientDto, sample)).length === 0;
      expect([sample, recipientProblem(sample) === null]).toEqual([sample, byClass]);
    }
  });

  it(`takes ${BULK_EMAIL_MAX_RECIPIENTS} recipients in one call (every user of a Select All)`, async () => {
    expect(BULK_EMAIL_MAX_RECIPIENTS).toBe(BULK_EMAIL_MAX_USERS);
    const recipients = Array.from({ length: BULK_EMAIL_MAX_RECIPIENTS }, (_, i) => ({
      userId: randomUUID(),
      email: `u${i}@example.com`,
      username: `u${i}`,
      product_updates: true,
    }));
    expect(await problemsOf(SendBulkEmailRpcRequest, { ...valid, recipients })).toEqual({});
    expect(
      await problemsOf(SendBulkEmailRpcRequest, { ...valid, recipients: [...recipients, ada] }),
    ).toEqual({ recipients: [`At most ${BULK_EMAIL_MAX_RECIPIENTS} recipients per send`] });
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
