// Draws web/public/favicon.png (the built-in default favicon): a green rounded square with a
// play triangle. Run once: `node scripts/make-favicon.mjs`. No dependencies.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZE = 64;
const SS = 4; // supersampling per axis

function insideRoundRect(x, y, x0, y0, x1, y1, r) {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}
function insideTriangle(x, y, [ax, ay], [bx, by], [cx, cy]) {
  const s = (p0, p1, p2) => (p0[0] - p2[0]) * (p1[1] - p2[1]) - (p1[0] - p2[0]) * (p0[1] - p2[1]);
  const p = [x, y];
  const d1 = s(p, [ax, ay], [bx, by]);
  const d2 = s(p, [bx, by], [cx, cy]);
  const d3 = s(p, [cx, cy], [ax, ay]);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}
const top = [74, 222, 128];
const bottom = [21, 128, 61];
const dark = [5, 46, 22];

const rows = [];
for (let y = 0; y < SIZE; y++) {
  const row = [0];
  for (let x = 0; x < SIZE; x++) {
    let r = 0, g = 0, b = 0, a = 0;
    for (let sy = 0; sy < SS; sy++) {
      for (let sx = 0; sx < SS; sx++) {
        const px = x + (sx + 0.5) / SS;
        const py = y + (sy + 0.5) / SS;
        if (!insideRoundRect(px, py, 2, 2, 62, 62, 16)) continue;
        let c;
        if (insideTriangle(px, py, [24, 17], [24, 47], [48, 32])) c = dark;
        else {
          const t = (px + py) / 128;
          c = top.map((v, i) => v + (bottom[i] - v) * t);
        }
        r += c[0]; g += c[1]; b += c[2]; a += 1;
      }
    }
    const n = SS * SS;
    row.push(a ? Math.round(r / a) : 0, a ? Math.round(g / a) : 0, a ? Math.round(b / a) : 0, Math.round((255 * a) / n));
  }
  rows.push(Buffer.from(row));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(SIZE, 0);
ihdr.writeUInt32BE(SIZE, 4);
ihdr[8] = 8; // bit depth
ihdr[9] = 6; // RGBA
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', ihdr),
  chunk('IDAT', deflateSync(Buffer.concat(rows))),
  chunk('IEND', Buffer.alloc(0)),
]);
writeFileSync(new URL('../public/favicon.png', import.meta.url), png);
console.log(`favicon.png: ${png.length} bytes`);
