import zlib from "node:zlib";

/**
 * The text of a PDF as pdfkit writes it, one string per text operation, in order: each object read, the
 * content streams inflated, and each TJ/Tj's glyph codes turned back into characters through the
 * ToUnicode map of the font selected by the last Tf. Enough to read what our own documents say in a
 * test, without a PDF library.
 */
export function pdfText(pdf: Buffer): string[] {
  const objects = new Map<number, { dict: string; stream: string | null }>();
  for (const m of pdf.toString("latin1").matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2];
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      objects.set(Number(m[1]), { dict: body, stream: null });
      continue;
    }
    const raw = body.slice(body.indexOf("\n", at) + 1).replace(/\r?\nendstream\s*$/, "");
    const dict = body.slice(0, at);
    const bytes = Buffer.from(raw, "latin1");
    let stream: string | null = null;
    try {
      stream = (dict.includes("/FlateDecode") ? zlib.inflateSync(bytes) : bytes).toString("latin1");
    } catch {
      stream = null;
    }
    objects.set(Number(m[1]), { dict, stream });
  }

  // Font resource names (/F1) → the ToUnicode map of that font object.
  const fonts = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const block of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const ref of block[1].matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
        const font = objects.get(Number(ref[2]));
        const cmapRef = font?.dict.match(/\/ToUnicode\s+(\d+) 0 R/);
        const cmap = cmapRef && objects.get(Number(cmapRef[1]))?.stream;
        if (cmap) fonts.set(ref[1], toUnicodeMap(cmap));
      }
    }
  }

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || stream.includes("begincmap") || !/T[Jj]/.test(stream)) continue;
    let font: Map<number, string> | undefined;
    for (const op of stream.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (op[1]) {
        font = fonts.get(op[1]);
        continue;
      }
      const hexes = op[2] !== undefined ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[3]];
      lines.push(hexes.map((hex) => decode(hex, font)).join(""));
    }
  }
  return lines;
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // An entry may hold several UTF-16 units ("<0066 0066>" for the ligature ff).
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ""), "hex").swap16().toString("utf16le");
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const [from, to] = [parseInt(r[1], 16), parseInt(r[2], 16)];
      if (r[3].startsWith("[")) {
        [...r[3].matchAll(/<([0-9a-fA-F ]+)>/g)].forEach((u, i) => map.set(from + i, utf16(u[1])));
      } else {
        const start = parseInt(r[3].slice(1, -1), 16);
        for (let code = from; code <= to; code++) map.set(code, String.fromCharCode(start + code - from));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const c of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(c[1], 16), utf16(c[2]));
  }
  return map;
}

/** An embedded font's two-byte codes through its map; a standard font's bytes as Latin-1. */
function decode(hex: string, font: Map<number, string> | undefined): string {
  if (!font) return Buffer.from(hex, "hex").toString("latin1");
  return (hex.match(/.{4}/g) ?? []).map((h) => font.get(parseInt(h, 16)) ?? "\uFFFD").join("");
}
