import { isBrowserGone } from './browser-pool';

describe('isBrowserGone', () => {
  it('recognises the errors of a browser or page that closed under the work', () => {
    const targetClose = Object.assign(new Error('Protocol error: Target closed'), {
      name: 'TargetCloseError',
    });
    expect(isBrowserGone(targetClose)).toBe(true);
    expect(isBrowserGone(new Error('Protocol error (Page.printToPDF): Session closed.'))).toBe(
      true,
    );
    expect(isBrowserGone(new Error('Browser has disconnected!'))).toBe(true);
  });

  it('recognises a page used after its browser went away (puppeteer detaches its frames)', () => {
    expect(isBrowserGone(new Error("Attempted to use detached Frame '20D358AA'."))).toBe(true);
    expect(isBrowserGone(new Error('Navigating frame was detached'))).toBe(true);
    expect(
      isBrowserGone(new Error('Session already detached. Most likely the page has been closed.')),
    ).toBe(true);
  });

  it('leaves other failures alone, so they are not retried', () => {
    expect(isBrowserGone(new Error('Navigation timeout of 30000 ms exceeded'))).toBe(false);
    expect(isBrowserGone('Target closed')).toBe(false);
    expect(isBrowserGone(new Error('Node is detached from document'))).toBe(false);
  });
});
