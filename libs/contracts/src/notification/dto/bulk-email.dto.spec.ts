import { randomUUID } from 'node:crypto';

import { problemsOf, validInstance } from '../../_testing/dto-test-helpers';
import {
  BULK_EMAIL_BODY_LIMIT_BYTES,
  BULK_EMAIL_MAX_USERS,
  BULK_EMAIL_MESSAGE_MAX_LENGTH,
  BulkEmailDto,
  MESSAGE_TOO_LONG_MESSAGE,
  MISSING_CONTENT_MESSAGE,
  NO_USERS_SELECTED_MESSAGE,
  SUBJECT_MAX_LENGTH,
  TOO_MANY_USERS_MESSAGE,
} from './bulk-email.dto';

const ADA = '5f0c6a3e-4a8b-4c1d-9e2f-0a1b2c3d4e5f';
const BOB = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';
const valid = { userIds: [ADA, BOB], subject: 'Service update', message: '<p>Hello</p>' };
const ids = (count: number): string[] => Array.from({ length: count }, () => randomUUID());

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

  describe('at the scale of Select All', () => {
    it(`takes ${BULK_EMAIL_MAX_USERS} users, and refuses one more with a clear message`, async () => {
      const all = ids(BULK_EMAIL_MAX_USERS);
      expect(await problemsOf(BulkEmailDto, { ...valid, userIds: all })).toEqual({});
      expect(await problemsOf(BulkEmailDto, { ...valid, userIds: [...all, randomUUID()] })).toEqual(
        { userIds: [TOO_MANY_USERS_MESSAGE] },
      );
      expect(TOO_MANY_USERS_MESSAGE).toBe(
        'One send can go to at most 200,000 users: select fewer users and send the rest separately.',
      );
    });

    it('finds a repeated user among 100,000', async () => {
      const many = ids(100_000);
      expect(await problemsOf(BulkEmailDto, { ...valid, userIds: [...many, many[0]] })).toEqual({
        userIds: ['userIds must not repeat a user'],
      });
    });
  });

  describe('the message length', () => {
    it(`takes a message of ${BULK_EMAIL_MESSAGE_MAX_LENGTH} characters and refuses a longer one`, async () => {
      const longest = `<p>${'x'.repeat(BULK_EMAIL_MESSAGE_MAX_LENGTH - 7)}</p>`;
      expect(longest).toHaveLength(BULK_EMAIL_MESSAGE_MAX_LENGTH);
      expect(await problemsOf(BulkEmailDto, { ...valid, message: longest })).toEqual({});
      expect(await problemsOf(BulkEmailDto, { ...valid, message: `${longest} ` })).toEqual({
        message: [MESSAGE_TOO_LONG_MESSAGE],
      });
      expect(MESSAGE_TOO_LONG_MESSAGE).toBe(
        'The message must be at most 262,144 characters (256 KiB): link large images instead of pasting them.',
      );
    });

    it('reads a long message without text in linear time (no regex rescans)', async () => {
      expect(await problemsOf(BulkEmailDto, { ...valid, message: '<'.repeat(200_000) })).toEqual(
        {},
      );
      expect(await problemsOf(BulkEmailDto, { ...valid, message: '<p>'.repeat(80_000) })).toEqual({
        message: [MISSING_CONTENT_MESSAGE],
      });
    });
  });

  describe('BULK_EMAIL_BODY_LIMIT_BYTES', () => {
    it('holds the largest body the DTO accepts, even with every character escaped', () => {
      const worst = JSON.stringify({
        userIds: ids(BULK_EMAIL_MAX_USERS),
        subject: '\u0001'.repeat(SUBJECT_MAX_LENGTH),
        message: '\u0001'.repeat(BULK_EMAIL_MESSAGE_MAX_LENGTH),
      });
      expect(Buffer.byteLength(worst)).toBeLessThanOrEqual(BULK_EMAIL_BODY_LIMIT_BYTES);
      expect(BULK_EMAIL_BODY_LIMIT_BYTES).toBeLessThan(10 * 1024 * 1024);
    });
  });
});
