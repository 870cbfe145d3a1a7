import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read back the way a reader's copy-and-paste does: each font's
 * ToUnicode map turns the glyph codes of its text operators into characters. Enough for the
 * documents the app makes (embedded fonts, Identity-H, one code of four hex digits a glyph),
 * not a general PDF parser. Lines come out in drawing order, one per text operator.
 */
export function pdfText(pdf: Uint8Array): string {
  const bytes = Buffer.from(pdf);
  const latin = bytes.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | undefined }>();
  for (const m of latin.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!;
    const at = body.indexOf('stream');
    if (at < 0 || body.lastIndexOf('endstream') < 0) {
      objects.set(m[1]!, { dict: body, stream: undefined });
      continue;
    }
    const dict = body.slice(0, at);
    const start = m.index + m[0].indexOf(body) + at + 'stream'.length;
    const offset = latin[start] === '\r' ? 2 : 1;
    const raw = bytes.subarray(
      start + offset,
      m.index + m[0].indexOf(body) + body.lastIndexOf('endstream'),
    );
    const data = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    objects.set(m[1]!, { dict, stream: data.toString('latin1') });
  }
  const ref = (text: string, key: string) => new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(text)?.[1];

  // Font resource name → glyph code → characters.
  const maps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([\s\S]*?)>>/.exec(dict)?.[1];
    if (!fonts) continue;
    for (const f of fonts.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const cmapId = ref(objects.get(f[2]!)?.dict ?? '', 'ToUnicode');
      const cmap = cmapId ? objects.get(cmapId)?.stream : undefined;
      if (cmap) maps.set(f[1]!, readCmap(cmap));
    }
  }

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bTJ\b|\bTj\b/.test(stream)) continue;
    let font = new Map<number, string>();
    for (const op of stream.matchAll(
      /\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    )) {
      if (op[1]) font = maps.get(op[1]) ?? new Map();
      const hex = op[2]
        ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!).join('')
        : op[3];
      if (hex === undefined) continue;
      let line = '';
      for (let i = 0; i + 4 <= hex.length; i += 4)
        line += font.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      lines.push(line);
    }
  }
  return lines.join('\n');
}

function readCmap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((h) => parseInt(h, 16)));
  for (const r of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const first = parseInt(r[1]!, 16);
    [...r[3]!.matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((e, i) =>
      map.set(first + i, utf16(e[1]!.replace(/\s+/g, ''))),
    );
  }
  return map;
}
