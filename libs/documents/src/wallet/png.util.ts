import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGBA colour, 0–255 each. */
export type Rgba = readonly [number, number, number, number];

/** Encodes a width × height image given by `pixel(x, y)` as an 8-bit RGBA PNG. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgba): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = pixel(x, y);
      raw.set([r, g, b, a], row + 1 + x * 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter set, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BRAND: Rgba = [13, 69, 120, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const CLEAR: Rgba = [0, 0, 0, 0];

/** Inside a shield outline in unit coordinates (u, v from the top left). */
function inShield(u: number, v: number): boolean {
  if (v < 0.18 || v > 0.86) return false;
  const halfWidth = v < 0.55 ? 0.27 : 0.27 * ((0.86 - v) / 0.31);
  return Math.abs(u - 0.5) <= halfWidth;
}

/** The pass icon: a white shield on the brand colour, `size` pixels square. */
export function shieldIcon(size: number): Buffer {
  return encodePng(size, size, (x, y) => (inShield((x + 0.5) / size, (y + 0.5) / size) ? WHITE : BRAND));
}

/** The pass logo strip: the shield at the left of a transparent strip (the logo text follows). */
export function shieldLogo(width: number, height: number): Buffer {
  return encodePng(width, height, (x, y) =>
    x < height && inShield((x + 0.5) / height, (y + 0.5) / height) ? WHITE : CLEAR,
  );
}
