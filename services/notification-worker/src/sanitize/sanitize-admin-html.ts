import sanitizeHtml from 'sanitize-html';

/** `ql-indent-1` … `ql-indent-8`: the editor's indent levels (SPEC §9: 1 to 8). */
const INDENT_CLASSES = Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`);
const INDENT_CLASS = /^ql-indent-([1-8])$/;

/** Colours as editors write them: #rgb…#rrggbbaa, rgb()/rgba(), hsl()/hsla(), or a name. */
const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i,
  /^hsla?\(\s*\d{1,3}(deg)?\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(,\s*(0|1|0?\.\d+|\d{1,3}%)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];

/** The image types the editor's upload accepts (SPEC §5): png, gif, jpeg, bmp, x-icon. */
const DATA_IMAGE = /^data:image\/(png|gif|jpeg|bmp|x-icon);base64,[a-z0-9+/=\s]+$/i;

const BLOCKS_WITH_INDENT = ['p', 'li', 'h1', 'h2', 'h3'];

/**
 * The admin editor's allowed set (SPEC §5 and the toolbar): headers h1-h3, bold/strong,
 * italic/em, underline/u, strike/s, text and background colour (only `color` and
 * `background-color`, only in a span's style), ordered and bullet lists, indent (classes
 * `ql-indent-1`…`8`), links with http/https only, images with http/https/data (the editor's image
 * types) only, paragraphs and line breaks. Everything else goes: scripts with their content, event
 * handlers, other styles and classes, `javascript:` and protocol-relative URLs.
 */
const ADMIN_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'span',
    'ol',
    'ul',
    'li',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['style'],
    ...Object.fromEntries(BLOCKS_WITH_INDENT.map((tag) => [tag, ['class']])),
  },
  allowedClasses: Object.fromEntries(BLOCKS_WITH_INDENT.map((tag) => [tag, INDENT_CLASSES])),
  allowedStyles: { span: { color: COLOUR, 'background-color': COLOUR } },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https'], img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image without a usable source, or a data: image of another type, is dropped.
  exclusiveFilter: (frame) => {
    if (frame.tag !== 'img') return false;
    const src = frame.attribs['src']?.trim() ?? '';
    return !/^https?:\/\//i.test(src) && !DATA_IMAGE.test(src);
  },
};

/**
 * The admin's HTML reduced to the editor's allowed set (see `ADMIN_HTML_OPTIONS`).
 *
 * @example
 * sanitizeAdminHtml('<p onclick="x()">Hi <script>alert(1)</script></p>') // → '<p>Hi </p>'
 */
export function sanitizeAdminHtml(html: string): string {
  return sanitizeHtml(html, ADMIN_HTML_OPTIONS);
}

/**
 * Sanitised HTML made ready for mail clients, which drop class names: each indent class becomes
 * an inline `padding-left` of 3em per level (the class stays too). Run it on `sanitizeAdminHtml`'s
 * output only: it trusts that no other style is left on those elements.
 *
 * @example
 * inlineIndents('<p class="ql-indent-2">x</p>') // → '<p class="ql-indent-2" style="padding-left:6em">x</p>'
 */
export function inlineIndents(sanitized: string): string {
  return sanitizeHtml(sanitized, {
    ...ADMIN_HTML_OPTIONS,
    allowedAttributes: Object.fromEntries(
      Object.entries(ADMIN_HTML_OPTIONS.allowedAttributes || {}).map(([tag, names]) => [
        tag,
        BLOCKS_WITH_INDENT.includes(tag) ? [...names, 'style'] : names,
      ]),
    ),
    allowedStyles: {
      ...ADMIN_HTML_OPTIONS.allowedStyles,
      ...Object.fromEntries(
        BLOCKS_WITH_INDENT.map((tag) => [tag, { 'padding-left': [/^\d+em$/] }]),
      ),
    },
    transformTags: Object.fromEntries(
      BLOCKS_WITH_INDENT.map((tag) => [
        tag,
        (tagName: string, attribs: sanitizeHtml.Attributes) => {
          const level = INDENT_CLASS.exec(attribs['class'] ?? '')?.[1];
          return level === undefined
            ? { tagName, attribs }
            : { tagName, attribs: { ...attribs, style: `padding-left:${Number(level) * 3}em` } };
        },
      ]),
    ),
  });
}
