import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 96;
const HEIGHT = 72;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A test picture: an RGB gradient whose hue moves with the clock, so two shots differ. */
export function takePhoto(now: number): { photo: string; width: number; height: number } {
  const shift = Math.floor(now / 1000) % 256;
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    const row = y * (WIDTH * 3 + 1);
    for (let x = 0; x < WIDTH; x++) {
      const p = row + 1 + x * 3;
      raw[p] = (x * 255) / WIDTH + shift;
      raw[p + 1] = (y * 255) / HEIGHT;
      raw[p + 2] = 255 - shift;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { photo: `data:image/png;base64,${png.toString('base64')}`, width: WIDTH, height: HEIGHT };
}
