import { problemsOf, validInstance } from '../../_testing/dto-test-helpers';
import { BulkEmailDto, MISSING_CONTENT_MESSAGE, NO_USERS_SELECTED_MESSAGE } from './bulk-email.dto';

const ADA = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const BOB = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const valid = { userIds: [ADA, BOB], subject: 'Service update', message: '<p>Hello</p>' };

describe('BulkEmailDto', () => {
  it('accepts recipients, a subject and an HTML message', async () => {
    expect(await problemsOf(BulkEmailDto, valid)).toEqual({});
  });

  it('trims the subject and keeps the message as HTML', async () => {
    const dto = await validInstance(BulkEmailDto, { ...valid, subject: '  Service update ' });
    expect(dto.subject).toBe('Service update');
    expect(dto.message).toBe('<p>Hello</p>');
  });

  it.each([[[]], [undefined], ['not-a-list']])(
    'rejects userIds of %p with the SPEC message',
    async (userIds) => {
      expect(await problemsOf(BulkEmailDto, { ...valid, userIds })).toEqual({
        userIds: [NO_USERS_SELECTED_MESSAGE],
      });
    },
  );

  it('uses the SPEC text for no selection', () => {
    expect(NO_USERS_SELECTED_MESSAGE).toBe('Please select at least one user to send emails to.');
    expect(MISSING_CONTENT_MESSAGE).toBe('Please provide both subject and message.');
  });

  it('rejects a repeated user and an id that is not an id', async () => {
    expect(await problemsOf(BulkEmailDto, { ...valid, userIds: [ADA, ADA] })).toEqual({
      userIds: ['userIds must not repeat a user'],
    });
    expect(await problemsOf(BulkEmailDto, { ...valid, userIds: [ADA, 'bob'] })).toEqual({
      userIds: ['each of userIds must be a valid id'],
    });
  });

  it.each(['', '   ', undefined])(
    'rejects the subject %p with the SPEC message',
    async (subject) => {
      expect(await problemsOf(BulkEmailDto, { ...valid, subject })).toEqual({
        subject: [MISSING_CONTENT_MESSAGE],
      });
    },
  );

  it.each(['', '<p><br></p>', '<p>  </p>', undefined])(
    'rejects the message %p with the SPEC message',
    async (message) => {
      expect(await problemsOf(BulkEmailDto, { ...valid, message })).toEqual({
        message: [MISSING_CONTENT_MESSAGE],
      });
    },
  );

  it('rejects a subject that spans lines', async () => {
    expect(await problemsOf(BulkEmailDto, { ...valid, subject: 'Hi\r\nBcc: x@y.z' })).toEqual({
      subject: ['Subject must be a single line'],
    });
  });
});
