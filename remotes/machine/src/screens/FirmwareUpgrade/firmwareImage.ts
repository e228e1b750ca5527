import { FIRMWARE_MAGIC, FIRMWARE_MAX_BYTES } from '@tac/goform';

/** Header layout of a TACFW1 image (device/README.md "Firmware format"). */
const MODEL = { from: 6, to: 38 };
const VERSION = { from: 38, to: 54 };
/** Header, at least one payload byte, CRC-32. */
const MIN_BYTES = VERSION.to + 1 + 4;

export type ImageCheck =
  | { ok: true; model: string; version: string }
  | { ok: false; problem: 'tooLarge' | 'notFirmware' };

const ascii = (bytes: Uint8Array) => new TextDecoder('ascii').decode(bytes).replace(/\0+$/, '');

/**
 * The checks the browser can make before sending (the device makes them again, plus the
 * checksum): the size bound of UpdateMachine and the TACFW1 header, whose model and
 * version are shown so the user sees what is about to be installed.
 */
export async function checkImage(file: File): Promise<ImageCheck> {
  if (file.size > FIRMWARE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  if (file.size < MIN_BYTES) return { ok: false, problem: 'notFirmware' };
  const head = new Uint8Array(await file.slice(0, VERSION.to).arrayBuffer());
  if (ascii(head.subarray(0, MODEL.from)) !== FIRMWARE_MAGIC) return { ok: false, problem: 'notFirmware' };
  return { ok: true, model: ascii(head.subarray(MODEL.from, MODEL.to)), version: ascii(head.subarray(VERSION.from, VERSION.to)) };
}
