import escapeHtml from 'escape-html';

import type { EmailTranslator } from './email-translator';

/** What every e-mail says about the product (PRODUCT_NAME, SUPPORT_EMAIL, PUBLIC_URL). */
export interface Brand {
  productName: string;
  supportEmail: string;
  /** Without a trailing slash. */
  publicUrl: string;
}

/** A rendered e-mail: the subject and the two parts every message has. */
export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

/** One block of an e-mail body. */
export type EmailBlock =
  /** A paragraph of plain text. */
  | { kind: 'text'; text: string }
  /** A value the reader needs (a username), shown prominently. */
  | { kind: 'value'; label: string; value: string }
  /** A call to action: a button in HTML, `label: url` in text. */
  | { kind: 'action'; label: string; url: string }
  /** HTML that is already safe (sanitised), with its text rendering. */
  | { kind: 'html'; html: string; text: string };

export interface EmailLayoutInput {
  subject: string;
  /** "Hello ada," */
  greeting?: string;
  blocks: readonly EmailBlock[];
  /** Small print under the signature, e.g. why this e-mail was sent or how to unsubscribe. */
  footer?: readonly EmailBlock[];
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';

function blockHtml(block: EmailBlock, fallback: string): string {
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'value':
      return `<p style="margin:0 0 16px">${escapeHtml(block.label)}<br /><strong style="font-size:18px">${escapeHtml(block.value)}</strong></p>`;
    case 'action':
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.url)}" style="background:#1565c0;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:bold">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#52606d">${escapeHtml(fallback)}<br /><a href="${escapeHtml(block.url)}" style="color:#1565c0;word-break:break-all">${escapeHtml(block.url)}</a></p>`;
    case 'html':
      return `<div style="margin:0 0 16px">${block.html}</div>`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'value':
      return `${block.label}\n${block.value}`;
    case 'action':
      return `${block.label}:\n${block.url}`;
    case 'html':
      return block.text;
  }
}

function footerHtml(block: EmailBlock, fallback: string): string {
  if (block.kind === 'action') {
    return `<p style="margin:0 0 8px"><a href="${escapeHtml(block.url)}" style="color:#52606d">${escapeHtml(block.label)}</a></p>`;
  }
  return blockHtml(block, fallback).replace('margin:0 0 16px', 'margin:0 0 8px');
}

/**
 * The house layout of every e-mail: the product name as a header, the body blocks, a signature
 * and small print with the support address, in the translator's language (`<html lang dir>`:
 * Arabic reads right to left). Every interpolated value is escaped except `html` blocks, which
 * must come sanitised. The text part says the same as the HTML part.
 *
 * @example
 * renderEmail(brand, t, { subject: 'Your username', greeting: 'Hello ada,', blocks: [{ kind: 'text', text: '…' }] })
 */
export function renderEmail(
  brand: Brand,
  { t, language, dir }: EmailTranslator,
  input: EmailLayoutInput,
): EmailContent {
  const product = brand.productName;
  const blocks = [
    ...(input.greeting === undefined ? [] : [{ kind: 'text', text: input.greeting } as const]),
    ...input.blocks,
    { kind: 'text', text: t('layout.team', { product }) } as const,
  ];
  const footer: EmailBlock[] = [
    ...(input.footer ?? []),
    {
      kind: 'text',
      text: t('layout.smallPrint', { product, supportEmail: brand.supportEmail }),
    },
  ];
  const fallback = t('layout.buttonFallback');
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}" dir="${dir}"><head><meta charset="utf-8" />`,
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(input.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f5f7">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px;${FONT};color:#1f2933;font-size:15px;line-height:1.5">`,
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#1565c0">${escapeHtml(brand.productName)}</p>`,
    `<div style="background:#ffffff;border-radius:8px;padding:24px">${blocks.map((block) => blockHtml(block, fallback)).join('')}</div>`,
    `<div style="padding:16px 8px 0;font-size:12px;color:#52606d">${footer.map((block) => footerHtml(block, fallback)).join('')}</div>`,
    '</div></body></html>',
  ].join('\n');
  const text = [...blocks.map(blockText), '--', ...footer.map(blockText)].join('\n\n');
  return { subject: input.subject, html, text: `${text}\n` };
}

/** What a template writes an e-mail with: the translator (and its `t`), the brand and its product. */
export interface EmailContext {
  t: EmailTranslator['t'];
  translator: EmailTranslator;
  brand: Brand;
  product: string;
}

/**
 * An e-mail template: `write` turns its input into the layout's blocks; the template renders them
 * in the brand, in the translator's language.
 *
 * @example
 * export const goodbyeEmail = defineEmail(({ t, product }, input: { username: string }) => ({
 *   subject: t('goodbye.subject', { product }),
 *   blocks: [{ kind: 'text', text: t('goodbye.body', { name: input.username }) }],
 * }));
 */
export function defineEmail<Input>(
  write: (context: EmailContext, input: Input) => EmailLayoutInput,
): (brand: Brand, translator: EmailTranslator, input: Input) => EmailContent {
  return (brand, translator, input) =>
    renderEmail(
      brand,
      translator,
      write({ t: translator.t, translator, brand, product: brand.productName }, input),
    );
}
