import { messageIdFor } from './message-id';

describe('messageIdFor', () => {
  it('is the same for the same job and differs between jobs', () => {
    const id = messageIdFor('bulk.a.b', 'tracker.example');
    expect(messageIdFor('bulk.a.b', 'tracker.example')).toBe(id);
    expect(messageIdFor('bulk.a.c', 'tracker.example')).not.toBe(id);
  });

  it('is a valid msg-id (RFC 5322 dot-atom on the left) on the From domain', () => {
    expect(messageIdFor('event.9b2c6f2e-1f7a-4c57-9a0f-5b7b0c7b8c1d', 'tracker.example')).toMatch(
      /^<email\.[0-9a-f]{40}@tracker\.example>$/,
    );
  });
});
