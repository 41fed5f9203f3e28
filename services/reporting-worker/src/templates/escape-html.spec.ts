import escapeHtml from 'escape-html';

/** Pins what the templates rely on from the `escape-html` package (shared with notification-worker). */
describe('escape-html', () => {
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
