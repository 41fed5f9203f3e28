import { convert } from 'html-to-text';

/**
 * The plain-text part of an HTML e-mail body: headings and paragraphs as blocks, lists with
 * markers, links as `text <url>` (just the URL when the text is the URL), images left out.
 *
 * @example
 * htmlToText('<p>See <a href="https://x.example">the news</a></p>') // → 'See the news <https://x.example>'
 */
export function htmlToText(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      {
        selector: 'a',
        options: { hideLinkHrefIfSameAsText: true, linkBrackets: ['<', '>'] },
      },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  }).trim();
}
