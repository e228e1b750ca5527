import { crc32 } from 'node:zlib';
import { Code, FIRMWARE_MAGIC, FIRMWARE_MAX_BYTES } from '@tac/goform/contract';
import { DeviceError } from '../goform/errors';

/**
 * Firmware image layout (documented in device/README.md):
 *   0   6 bytes  magic "TACFW1"
 *   6  32 bytes  model name, ASCII, NUL-padded (must be this device's model)
 *  38  16 bytes  version, ASCII, NUL-padded
 *  54   n bytes  payload (at least 1 byte)
 *  end  4 bytes  CRC-32 (big-endian) of everything before it
 */
const MODEL_AT = 6;
const VERSION_AT = 38;
const PAYLOAD_AT = 54;

const field = (buf: Buffer, from: number, to: number) => buf.subarray(from, to).toString('latin1').replace(/\0+$/, '');

export interface FirmwareImage {
  model: string;
  version: string;
}

export function buildFirmware(model: string, version: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(PAYLOAD_AT);
  head.write(FIRMWARE_MAGIC, 0, 'latin1');
  head.write(model, MODEL_AT, 32, 'latin1');
  head.write(version, VERSION_AT, 16, 'latin1');
  const body = Buffer.concat([head, payload]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([body, crc]);
}

/** Checks size (10101) and format (10102: magic, printable header, checksum) and reads the header. */
export function parseFirmware(data: Buffer): FirmwareImage {
  if (data.length > FIRMWARE_MAX_BYTES) throw new DeviceError(Code.UploadTooLarge);
  const bad = () => new DeviceError(Code.UploadBadFormat);
  if (data.length < PAYLOAD_AT + 1 + 4 || data.subarray(0, 6).toString('latin1') !== FIRMWARE_MAGIC) throw bad();
  const body = data.subarray(0, data.length - 4);
  if (crc32(body) !== data.readUInt32BE(data.length - 4)) throw bad();
  const model = field(data, MODEL_AT, VERSION_AT);
  const version = field(data, VERSION_AT, PAYLOAD_AT);
  if (!/^[\x21-\x7e]{1,32}$/.test(model) || !/^[\x21-\x7e]{1,16}$/.test(version)) throw bad();
  return { model, version };
}
