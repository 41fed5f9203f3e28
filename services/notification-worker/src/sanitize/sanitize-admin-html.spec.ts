import { inlineIndents, sanitizeAdminHtml } from './sanitize-admin-html';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('sanitizeAdminHtml', () => {
  it.each([
    ['headers 1 to 3', '<h1>A</h1><h2>B</h2><h3>C</h3>'],
    [
      'bold, italic, underline and strike',
      '<p><strong>b</strong><b>b</b><em>i</em><i>i</i><u>u</u><s>s</s><strike>s</strike></p>',
    ],
    [
      'text and background colour on a span',
      '<p><span style="color:#e60000;background-color:rgb(255, 255, 0)">hi</span></p>',
    ],
    ['ordered, bullet and nested lists', '<ol><li>one<ul><li>sub</li></ul></li></ol>'],
    ['indent classes 1 to 8', '<p class="ql-indent-1">a</p><li class="ql-indent-8">b</li>'],
    [
      'http and https links',
      '<p><a href="https://x.example/a?b=1&amp;c=2">x</a> <a href="http://y.example">y</a></p>',
    ],
    [
      'http and data images',
      `<p><img src="https://x.example/i.png" alt="logo" /><img src="${PNG}" /></p>`,
    ],
    ['paragraphs and line breaks', '<p>a<br />b</p>'],
  ])('keeps %s', (_case, html) => {
    expect(sanitizeAdminHtml(html)).toBe(html);
  });

  it('removes scripts with their content, and styles', () => {
    expect(
      sanitizeAdminHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style><p>there</p>'),
    ).toBe('<p>Hi</p><p>there</p>');
  });

  it('removes event handlers such as onerror and onclick', () => {
    expect(sanitizeAdminHtml('<img src="https://x.example/i.png" onerror="alert(1)" />')).toBe(
      '<img src="https://x.example/i.png" />',
    );
    expect(sanitizeAdminHtml('<p onclick="steal()">x</p>')).toBe('<p>x</p>');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/',
    'mailto:a@b.example',
  ])('drops the link target %p and keeps the text', (href) => {
    expect(sanitizeAdminHtml(`<a href="${href}">click</a>`)).toBe('<a>click</a>');
  });

  it.each([
    ['a javascript: image', 'javascript:alert(1)'],
    ['an SVG data image', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='],
    ['an HTML data URL', 'data:text/html,<script>alert(1)</script>'],
    ['no source', ''],
  ])('drops %s', (_case, src) => {
    expect(sanitizeAdminHtml(`<p>x<img src="${src}" /></p>`)).toBe('<p>x</p>');
  });

  it('keeps only color and background-color, only with colour values, only on spans', () => {
    expect(
      sanitizeAdminHtml(
        '<p style="color:red"><span style="color:red;position:fixed;background-color:url(https://x.example/t)">x</span></p>',
      ),
    ).toBe('<p><span style="color:red">x</span></p>');
  });

  it('keeps only the indent classes', () => {
    expect(
      sanitizeAdminHtml(
        '<p class="ql-indent-3 evil ql-indent-9">x</p><span class="ql-indent-1">y</span>',
      ),
    ).toBe('<p class="ql-indent-3">x</p><span>y</span>');
  });

  it('removes other tags but keeps their text (iframe, form, table, div)', () => {
    expect(
      sanitizeAdminHtml(
        '<div><iframe src="https://x.example"></iframe><form><input value="v" />f</form>t</div>',
      ),
    ).toBe('ft');
  });
});

describe('inlineIndents', () => {
  it('gives indented blocks an inline padding of 3em per level, for mail clients', () => {
    expect(
      inlineIndents('<p class="ql-indent-2">x</p><li class="ql-indent-1">y</li><p>z</p>'),
    ).toBe(
      '<p class="ql-indent-2" style="padding-left:6em">x</p><li class="ql-indent-1" style="padding-left:3em">y</li><p>z</p>',
    );
  });
});
