/**
 * A test-only reader of the text in the PDFs that Chromium (Skia) writes: no PDF library is
 * installed in the workspace, and these files are simple enough to read directly. Skia writes
 * uncompressed object tables, Flate-compressed content streams, and text as hex glyph ids of
 * Type0 fonts, each font with a ToUnicode CMap. Each BT…ET text object becomes one line (Skia
 * writes one per run of text: a table cell, a heading, a line of a paragraph).
 */
import { inflateSync } from 'node:zlib';

export interface PdfText {
  /** Pages in order, each a list of text lines. */
  pages: string[][];
  /** Every line of every page. */
  lines: string[];
  /** Everything, lines joined with '\n'. */
  text: string;
  /** The document's /Title. */
  title: string | null;
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/** Reads the text of a PDF written by Chromium's `page.pdf()`. */
export function readPdfText(pdf: Uint8Array): PdfText {
  const buffer = Buffer.from(pdf);
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') throw new Error('Not a PDF file');
  const objects = parseObjects(buffer);
  const root = /\/Type\s*\/Catalog[\s\S]*?\/Pages\s+(\d+)\s+0\s+R/.exec(
    [...objects.values()].find((o) => /\/Type\s*\/Catalog/.test(o.dict))?.dict ?? '',
  );
  if (!root?.[1]) throw new Error('No page tree in the PDF');
  const pages = pageIds(objects, Number(root[1])).map((id) => pageLines(objects, id));
  const lines = pages.flat();
  const info = [...objects.values()].find((o) => /\/Producer/.test(o.dict));
  return {
    pages,
    lines,
    text: lines.join('\n'),
    title: info ? titleOf(info.dict) : null,
  };
}

function parseObjects(buffer: Buffer): Map<number, PdfObject> {
  const source = buffer.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+)\s+0\s+obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.indexOf('stream');
    let stream: Buffer | null = null;
    let dict = body;
    if (streamAt >= 0 && !/\/Subtype\s*\/Image/.test(body.slice(0, streamAt))) {
      dict = body.slice(0, streamAt);
      let from = start + streamAt + 'stream'.length;
      if (source[from] === '\r') from += 1;
      if (source[from] === '\n') from += 1;
      const length = Number(/\/Length\s+(\d+)/.exec(dict)?.[1] ?? -1);
      if (length >= 0) {
        const raw = buffer.subarray(from, from + length);
        stream = /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw;
      }
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = end;
  }
  return objects;
}

function pageIds(objects: Map<number, PdfObject>, id: number): number[] {
  const node = objects.get(id);
  if (!node) return [];
  if (/\/Type\s*\/Page\b(?!s)/.test(node.dict)) return [id];
  const kids = /\/Kids\s*\[([^\]]*)\]/.exec(node.dict)?.[1] ?? '';
  return [...kids.matchAll(/(\d+)\s+0\s+R/g)].flatMap((kid) => pageIds(objects, Number(kid[1])));
}

function pageLines(objects: Map<number, PdfObject>, id: number): string[] {
  const page = objects.get(id)?.dict ?? '';
  const fonts = new Map<string, Map<number, string>>();
  const fontDict = /\/Font\s*<<([^>]*)>>/.exec(page)?.[1] ?? '';
  for (const [, name, ref] of fontDict.matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
    const font = objects.get(Number(ref))?.dict ?? '';
    const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(font)?.[1];
    const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
    fonts.set(name!, cmap ? parseCmap(cmap.toString('latin1')) : new Map());
  }
  const contents = /\/Contents\s+(\d+)\s+0\s+R/.exec(page)?.[1];
  const stream = contents ? objects.get(Number(contents))?.stream : null;
  return stream ? textLines(stream.toString('latin1'), fonts) : [];
}

function parseCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(parseInt(code!, 16), utf16(unicode!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const ranges = block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g);
    for (const [, from, to, start] of ranges) {
      const first = parseInt(start!, 16);
      for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code += 1) {
        map.set(code, String.fromCharCode(first + code - parseInt(from!, 16)));
      }
    }
  }
  return map;
}

function utf16(hex: string): string {
  const units: number[] = [];
  for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
  return String.fromCharCode(...units);
}

function textLines(content: string, fonts: Map<string, Map<number, string>>): string[] {
  const lines: string[] = [];
  let font = new Map<number, string>();
  let line = '';
  const token = /\/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\[([^\]]*)\]\s*TJ|\bBT\b|\bET\b/g;
  for (const match of content.matchAll(token)) {
    if (match[1] !== undefined) font = fonts.get(match[1]) ?? new Map();
    else if (match[2] !== undefined) line += decode(match[2], font);
    else if (match[3] !== undefined) {
      for (const part of match[3].matchAll(/<([0-9A-Fa-f]*)>/g)) line += decode(part[1]!, font);
    } else if (match[0] === 'ET') {
      if (line.trim() !== '') lines.push(line.trim());
      line = '';
    }
  }
  return lines;
}

function decode(hex: string, font: Map<number, string>): string {
  let text = '';
  for (let i = 0; i + 4 <= hex.length; i += 4)
    text += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
  return text;
}

/** The /Title: a literal string, or UTF-16BE hex (`<FEFF…>`) when it holds non-ASCII text. */
function titleOf(dict: string): string | null {
  const hex = /\/Title\s*<FEFF([0-9A-Fa-f]*)>/.exec(dict)?.[1];
  if (hex !== undefined) return utf16(hex);
  const literal = /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(dict)?.[1];
  return literal === undefined ? null : literal.replace(/\\([()\\])/g, '$1');
}
