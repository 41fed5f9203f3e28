import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves other text, accents included, as it is', () => {
    expect(escapeHtml('Zürich, café — http://example.com/?a=1')).toBe(
      'Zürich, café — http://example.com/?a=1',
    );
  });
});
