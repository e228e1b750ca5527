import {
  FIRMWARE_LEGACY_MAGIC,
  FIRMWARE_MAGIC,
  FIRMWARE_MAX_BYTES,
  FIRMWARE_MODEL_FORMAT,
  FIRMWARE_SIGNATURE_BYTES,
  FIRMWARE_VERSION_FORMAT,
} from '@tac/goform';

/** Header layout of a TACFW2 image (device/README.md "Firmware format"). */
const MODEL = { from: 6, to: 38 };
const VERSION = { from: 38, to: 54 };
/** Header, at least one payload byte, CRC-32, Ed25519 signature. */
const MIN_BYTES = VERSION.to + 1 + 4 + FIRMWARE_SIGNATURE_BYTES;

export type ImageCheck =
  | { ok: true; model: string; version: string }
  | { ok: false; problem: 'tooLarge' | 'notFirmware' | 'unsigned' };

const ascii = (bytes: Uint8Array) => new TextDecoder('ascii').decode(bytes).replace(/\0+$/, '');

/**
 * The checks the browser can make before sending (the device makes them again, and it alone
 * checks the checksum and the maker's signature): the size bound of UpdateMachine and the
 * TACFW2 header, whose model and version are shown so the user sees what is about to be
 * installed. An image of the older, unsigned TACFW1 layout is refused as unsigned; one whose
 * header holds no readable model and version (the device's own rule, FIRMWARE_MODEL_FORMAT) is
 * damaged or no firmware, never shown as a model name (issue 34, walk #11).
 */
export async function checkImage(file: File): Promise<ImageCheck> {
  if (file.size > FIRMWARE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const head = new Uint8Array(await file.slice(0, VERSION.to).arrayBuffer());
  const magic = ascii(head.subarray(0, MODEL.from));
  if (magic === FIRMWARE_LEGACY_MAGIC) return { ok: false, problem: 'unsigned' };
  if (file.size < MIN_BYTES || magic !== FIRMWARE_MAGIC) return { ok: false, problem: 'notFirmware' };
  const model = ascii(head.subarray(MODEL.from, MODEL.to));
  const version = ascii(head.subarray(VERSION.from, VERSION.to));
  if (!FIRMWARE_MODEL_FORMAT.test(model) || !FIRMWARE_VERSION_FORMAT.test(version)) return { ok: false, problem: 'notFirmware' };
  return { ok: true, model, version };
}
