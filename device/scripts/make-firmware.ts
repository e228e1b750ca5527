/**
 * Writes a firmware image the emulator accepts (or, with another model, refuses):
 *   npx tsx device/scripts/make-firmware.ts <out-file> [model=TAC-EMU] [version=V3.3.0] [payload-bytes=4096]
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { buildFirmware } from '../src/hardware/firmware';

const [out, model = 'TAC-EMU', version = 'V3.3.0', size = '4096'] = process.argv.slice(2);
if (!out) {
  console.error('usage: make-firmware.ts <out-file> [model] [version] [payload-bytes]');
  process.exit(2);
}
writeFileSync(out, buildFirmware(model, version, randomBytes(Math.max(1, Number(size) || 4096))));
