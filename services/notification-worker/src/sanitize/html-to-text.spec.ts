import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps headings, paragraphs and lists as readable text', () => {
    expect(
      htmlToText('<h1>News</h1><p>Hello <strong>all</strong></p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('News\n\nHello all\n\n * one\n * two');
  });

  it('writes links as text and URL, and leaves images out', () => {
    expect(
      htmlToText(
        '<p>See <a href="https://x.example/n">the news</a> <img src="https://x.example/i.png" alt="i" /></p>',
      ),
    ).toBe('See the news <https://x.example/n>');
  });
});
