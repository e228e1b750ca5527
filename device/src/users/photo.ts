import { Code, PHOTO_MAX_BYTES } from '@tac/goform/contract';
import { DeviceError } from '../goform/errors';
import type { UploadedFile } from '../goform/registry';

export interface Photo {
  mime: 'image/jpeg' | 'image/png';
  data: Buffer;
}

/** Checks an uploaded photo by its bytes (never by its name or claimed type): JPEG or PNG, bounded size. */
export function checkPhoto(file: UploadedFile): Photo {
  if (file.data.length > PHOTO_MAX_BYTES) throw new DeviceError(Code.UploadTooLarge);
  const d = file.data;
  if (d.length > 3 && d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff) return { mime: 'image/jpeg', data: d };
  if (d.length > 8 && d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { mime: 'image/png', data: d };
  }
  throw new DeviceError(Code.UploadBadFormat);
}

export const photoDataUrl = (p: { mime: string; data: Buffer } | undefined) =>
  p ? `data:${p.mime};base64,${p.data.toString('base64')}` : '';
