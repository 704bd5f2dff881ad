// Writes the PWA icons (plain PNG via zlib, no image library): a white page with text lines on the brand blue.
// Run: npx tsx pwa/scripts/generate-icons.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';

const BLUE = [29, 78, 216] as const;
const WHITE = [255, 255, 255] as const;
const INK = [148, 163, 184] as const;
const GOLD = [245, 158, 11] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** safe: fraction of the canvas the artwork may use (maskable icons keep it inside the 80 % safe zone). */
function drawIcon(size: number, safe: number, rounded: boolean): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const pageW = size * 0.46 * safe;
  const pageH = size * 0.6 * safe;
  const left = (size - pageW) / 2;
  const top = (size - pageH) / 2;
  const radius = size * 0.18;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      let colour: readonly number[] = BLUE;
      if (rounded) {
        const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
        const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
        if (dx * dx + dy * dy > radius * radius) colour = WHITE;
      }
      const inPage = x >= left && x < left + pageW && y >= top && y < top + pageH;
      if (inPage) {
        colour = WHITE;
        const lineIndex = Math.floor(((y - top) / pageH) * 9);
        const inLine = lineIndex % 2 === 1 && lineIndex < 7 && (y - top) % (pageH / 9) < pageH / 18;
        const lineRight = lineIndex === 5 ? left + pageW * 0.6 : left + pageW * 0.82;
        if (inLine && x > left + pageW * 0.18 && x < lineRight) colour = INK;
        const sealX = left + pageW * 0.72;
        const sealY = top + pageH * 0.82;
        const sealR = pageW * 0.11;
        if ((x - sealX) ** 2 + (y - sealY) ** 2 < sealR ** 2) colour = GOLD;
      }
      const offset = y * (size * 3 + 1) + 1 + x * 3;
      raw[offset] = colour[0] ?? 0;
      raw[offset + 1] = colour[1] ?? 0;
      raw[offset + 2] = colour[2] ?? 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.resolve(import.meta.dirname, '../public/icons');
const icons: [string, number, number, boolean][] = [
  ['icon-192.png', 192, 1, false],
  ['icon-512.png', 512, 1, false],
  ['maskable-512.png', 512, 0.72, false],
  ['apple-touch-icon.png', 180, 0.9, false],
  ['favicon-32.png', 32, 1.3, false],
];
for (const [name, size, safe, rounded] of icons)
  writeFileSync(path.join(out, name), drawIcon(size, safe, rounded));
console.log(`Wrote ${icons.length} icons to ${out}`);
