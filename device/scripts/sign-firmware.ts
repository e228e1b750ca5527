/**
 * Builds a signed firmware image (TACFW2, device/README.md "Firmware format"):
 *   npm run firmware:sign -- --model TAC-EMU --version V3.3.0 --payload <file> --key <private.pem> --out <file>
 * The device installs it only when `--key` is the maker's key or the private half of a key in its
 * FIRMWARE_TRUSTED_KEYS; device/test-keys/firmware-test.key.pem is the test fixture key.
 */
import { createPrivateKey } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildFirmware } from '../src/hardware/firmware';

const usage = 'usage: npm run firmware:sign -- --model <model> --version <version> --payload <file> --key <private.pem> --out <file>';
let values: Record<string, string | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      model: { type: 'string' },
      version: { type: 'string' },
      payload: { type: 'string' },
      key: { type: 'string' },
      out: { type: 'string' },
    },
  }));
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const { model, version, payload, key, out } = values;
if (!model || !version || !payload || !key || !out) {
  console.error(usage);
  process.exit(2);
}
if (!/^[\x21-\x7e]{1,32}$/.test(model) || !/^[\x21-\x7e]{1,16}$/.test(version)) {
  console.error('model: 1-32 and version: 1-16 printable ASCII characters without spaces');
  process.exit(2);
}
const signingKey = createPrivateKey(readFileSync(key));
if (signingKey.asymmetricKeyType !== 'ed25519') {
  console.error(`${key} is not an Ed25519 private key`);
  process.exit(2);
}
const data = readFileSync(payload);
if (data.length === 0) {
  console.error(`${payload} is empty`);
  process.exit(2);
}
const image = buildFirmware(model, version, data, signingKey);
writeFileSync(out, image);
console.log(`${out}: ${model} ${version}, ${image.length} bytes, signed`);
