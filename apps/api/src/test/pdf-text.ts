import { inflateSync } from 'node:zlib';

/*
 * The text of a PDF the store made, as a reader copying it would get it: each font's ToUnicode
 * map applied to the glyph codes its text operators show. Enough for pdfkit's own output (fonts
 * embedded with two-byte codes), so tests can read what an invoice says without a PDF library.
 */

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const latin = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const start = /(\d+) 0 obj\b/g;
  for (let m = start.exec(latin); m; m = start.exec(latin)) {
    const end = latin.indexOf('endobj', m.index);
    const body = latin.slice(m.index + m[0].length, end);
    const at = body.indexOf('stream');
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const dataStart = m.index + m[0].length + at + 'stream'.length + (body[at + 6] === '\r' ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const raw = pdf.subarray(dataStart, dataStart + length);
    objects.set(Number(m[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A ToUnicode map: glyph code → the text it stands for. */
function cmapOf(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of text.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, to] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(parseInt(code!, 16), hexText(to!));
  for (const block of text.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g,
    )) {
      const first = parseInt(from!, 16);
      const last = parseInt(to!, 16);
      if (rest!.startsWith('[')) {
        [...rest!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, h], i) => map.set(first + i, hexText(h!)));
      } else {
        const base = parseInt(rest!.slice(1, -1), 16);
        for (let c = first; c <= last; c++) map.set(c, String.fromCodePoint(base + c - first));
      }
    }
  }
  return map;
}

/** The PDF's text, a line for each text operator. */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
      const cmap = toUnicode && objects.get(Number(toUnicode))?.stream;
      if (cmap) fonts.set(name!, cmapOf(cmap.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!content.includes(' Tf')) continue;
    let font = new Map<number, string>();
    for (const [, name, shown] of content.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (name) font = fonts.get(name) ?? new Map();
      else
        lines.push(
          [...shown!.matchAll(/<([0-9a-fA-F]*)>/g)]
            .flatMap(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((h) => font.get(parseInt(h, 16)) ?? ''))
            .join(''),
        );
    }
  }
  return lines.join('\n');
}
