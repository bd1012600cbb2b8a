// Text as SVG path data, read from a TrueType font: the brand files must look the same in every
// viewer and design tool, whatever fonts it has, so their wordmark carries outlines, not <text>.
// Reads the tables a Latin word needs (cmap format 4, hmtx, loca, glyf); no kerning, no hinting.
import { readFileSync } from 'node:fs';

function tables(view) {
  const found = {};
  const count = view.getUint16(4);
  for (let i = 0; i < count; i += 1) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(...[0, 1, 2, 3].map((k) => view.getUint8(record + k)));
    found[tag] = view.getUint32(record + 8);
  }
  return found;
}

function glyphIndexer(view, cmap) {
  const count = view.getUint16(cmap + 2);
  for (let i = 0; i < count; i += 1) {
    const platform = view.getUint16(cmap + 4 + i * 8);
    const encoding = view.getUint16(cmap + 6 + i * 8);
    const sub = cmap + view.getUint32(cmap + 8 + i * 8);
    if (platform === 3 && encoding === 1 && view.getUint16(sub) === 4) {
      const segments = view.getUint16(sub + 6) / 2;
      const ends = sub + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const ranges = deltas + segments * 2;
      return (code) => {
        for (let s = 0; s < segments; s += 1) {
          if (view.getUint16(ends + s * 2) < code) continue;
          const start = view.getUint16(starts + s * 2);
          if (start > code) return 0;
          const delta = view.getInt16(deltas + s * 2);
          const range = view.getUint16(ranges + s * 2);
          if (range === 0) return (code + delta) & 0xffff;
          const glyph = view.getUint16(ranges + s * 2 + range + (code - start) * 2);
          return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
        }
        return 0;
      };
    }
  }
  throw new Error('The font has no Unicode BMP cmap (platform 3, encoding 1, format 4).');
}

/** The glyph's contours as lists of { x, y, on } in font units. */
function contours(font, glyph) {
  const { view, loca, glyf, longLoca } = font;
  const at = (i) => (longLoca ? view.getUint32(loca + i * 4) : view.getUint16(loca + i * 2) * 2);
  const start = glyf + at(glyph);
  if (at(glyph + 1) === at(glyph)) return [];
  const count = view.getInt16(start);
  if (count < 0) return compositeContours(font, start + 10);
  const ends = Array.from({ length: count }, (_, i) => view.getUint16(start + 10 + i * 2));
  const total = ends.length ? ends[ends.length - 1] + 1 : 0;
  let p = start + 10 + count * 2;
  p += 2 + view.getUint16(p);
  const flags = [];
  while (flags.length < total) {
    const flag = view.getUint8(p++);
    flags.push(flag);
    if (flag & 8) for (let r = view.getUint8(p++); r > 0; r -= 1) flags.push(flag);
  }
  const read = (short, same) => {
    let value = 0;
    return flags.map((flag) => {
      if (flag & short) value += view.getUint8(p++) * (flag & same ? 1 : -1);
      else if (!(flag & same)) {
        value += view.getInt16(p);
        p += 2;
      }
      return value;
    });
  };
  const xs = read(2, 16);
  const ys = read(4, 32);
  const points = flags.map((flag, i) => ({ x: xs[i], y: ys[i], on: (flag & 1) === 1 }));
  return ends.map((end, i) => points.slice(i === 0 ? 0 : ends[i - 1] + 1, end + 1));
}

function compositeContours(font, p) {
  const { view } = font;
  const result = [];
  for (let more = true; more;) {
    const flags = view.getUint16(p);
    const glyph = view.getUint16(p + 2);
    p += 4;
    if (!(flags & 2)) throw new Error('Composite glyphs placed by point numbers are not supported.');
    if (flags & (8 | 0x40 | 0x80)) throw new Error('Scaled composite glyphs are not supported.');
    const dx = flags & 1 ? view.getInt16(p) : view.getInt8(p);
    const dy = flags & 1 ? view.getInt16(p + 2) : view.getInt8(p + 1);
    p += flags & 1 ? 4 : 2;
    for (const contour of contours(font, glyph)) result.push(contour.map((pt) => ({ ...pt, x: pt.x + dx, y: pt.y + dy })));
    more = (flags & 0x20) !== 0;
  }
  return result;
}

const mid = (a, b) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true });

/** One closed contour of quadratic TrueType points as path commands, through `place`. */
function contourPath(points, place) {
  const first = points.findIndex((pt) => pt.on);
  const ring = first >= 0 ? [...points.slice(first), ...points.slice(0, first)] : [mid(points[0], points.at(-1)), ...points];
  let d = `M${place(ring[0])}`;
  for (let i = 1; i <= ring.length;) {
    const pt = ring[i % ring.length];
    if (pt.on) {
      if (i < ring.length) d += `L${place(pt)}`;
      i += 1;
      continue;
    }
    const next = ring[(i + 1) % ring.length];
    d += `Q${place(pt)} ${place(next.on ? next : mid(pt, next))}`;
    i += next.on ? 2 : 1;
  }
  return `${d}Z`;
}

export function loadFont(file) {
  const buffer = readFileSync(file);
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const t = tables(view);
  const font = {
    view,
    unitsPerEm: view.getUint16(t.head + 18),
    longLoca: view.getInt16(t.head + 50) === 1,
    loca: t.loca,
    glyf: t.glyf,
    metrics: view.getUint16(t.hhea + 34),
    hmtx: t.hmtx,
    glyphOf: glyphIndexer(view, t.cmap),
  };
  return font;
}

/**
 * `text` set at `size` px from the baseline origin (x, y), each letter moved by `tracking` px:
 * the path data and the x where the text ends.
 */
export function textPath(font, text, { x, y, size, tracking = 0 }) {
  const scale = size / font.unitsPerEm;
  const round = (n) => Math.round(n * 100) / 100;
  let pen = x;
  let d = '';
  for (const char of text) {
    const glyph = font.glyphOf(char.codePointAt(0));
    if (glyph === 0) throw new Error(`The font has no glyph for "${char}".`);
    const place = (pt) => `${round(pen + pt.x * scale)} ${round(y - pt.y * scale)}`;
    for (const contour of contours(font, glyph)) d += contourPath(contour, place);
    const metric = Math.min(glyph, font.metrics - 1);
    pen += font.view.getUint16(font.hmtx + metric * 4) * scale + tracking;
  }
  return { d, end: pen - tracking };
}
