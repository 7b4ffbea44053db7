import crypto from 'node:crypto';
import { deflateSync } from 'node:zlib';

// Test images made in code, so a test needs no fixture file and passes the server's bytes check.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the given rows (each row a filter byte, then its pixels). */
function encodePng(width: number, height: number, rows: Buffer, level?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 8-bit RGB PNG of one colour, made here so a test needs no fixture file and passes the server's bytes check. */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  return encodePng(width, height, Buffer.concat(Array.from({ length: height }, () => row)));
}

/** A camera-sized photo that does not compress: random RGB pixels (3000 × 2000 is over 10 MB). */
export function noisyPng(width: number, height: number): Buffer {
  const rows = crypto.randomBytes((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) rows[y * (width * 3 + 1)] = 0;
  return encodePng(width, height, rows, 1);
}
