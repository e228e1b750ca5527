import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEST_FIRMWARE_PUBLIC_KEY_FILE } from '../testing/firmwareKeys';
import { tempDir } from '../testing/tmp';
import { MAKER_KEY, readTrustedKey } from './firmware';

describe('trusted firmware keys', () => {
  it('the built-in maker key is an Ed25519 public key, and not the test key', () => {
    expect(MAKER_KEY.type).toBe('public');
    expect(MAKER_KEY.asymmetricKeyType).toBe('ed25519');
    expect(MAKER_KEY.equals(readTrustedKey(TEST_FIRMWARE_PUBLIC_KEY_FILE))).toBe(false);
  });

  it('FIRMWARE_TRUSTED_KEYS: a missing file or a key that is not Ed25519 fails loudly', () => {
    const dir = tempDir('tac-keys-');
    expect(() => readTrustedKey(join(dir, 'none.pem'))).toThrow(/FIRMWARE_TRUSTED_KEYS: cannot read a public key from/);
    const rsa = join(dir, 'rsa.pub.pem');
    writeFileSync(rsa, generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }));
    expect(() => readTrustedKey(rsa)).toThrow(/is not an Ed25519 public key/);
  });
});
