import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { MAKER_KEY, parseFirmware, readTrustedKey } from '../src/hardware/firmware';
import { TEST_FIRMWARE_PRIVATE_KEY_FILE, TEST_FIRMWARE_PUBLIC_KEY_FILE } from '../src/testing/firmwareKeys';
import { tempDir } from '../src/testing/tmp';

const repo = resolve(__dirname, '../..');
const signCli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'device/scripts/sign-firmware.ts', ...args], { cwd: repo, encoding: 'utf8' });

describe('npm run firmware:sign', () => {
  it('builds an image the test key’s devices install, and the maker-only device refuses', () => {
    const dir = tempDir('tac-sign-');
    const payload = join(dir, 'payload.bin');
    const out = join(dir, 'fw.bin');
    writeFileSync(payload, Buffer.from('kernel+rootfs'));
    const run = signCli('--model', 'TAC-EMU', '--version', 'V3.3.0', '--payload', payload, '--key', TEST_FIRMWARE_PRIVATE_KEY_FILE, '--out', out);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const image = readFileSync(out);
    expect(parseFirmware(image, [MAKER_KEY, readTrustedKey(TEST_FIRMWARE_PUBLIC_KEY_FILE)])).toEqual({ model: 'TAC-EMU', version: 'V3.3.0' });
    expect(() => parseFirmware(image, [MAKER_KEY])).toThrow(expect.objectContaining({ retvalue: 10102, msgKey: 'firmwareSignature' }));
  });

  it('refuses missing arguments and a public key given as the signing key', () => {
    expect(signCli('--model', 'TAC-EMU').status).toBe(2);
    const dir = tempDir('tac-sign-');
    writeFileSync(join(dir, 'p.bin'), 'x');
    const run = signCli('--model', 'TAC-EMU', '--version', 'V1', '--payload', join(dir, 'p.bin'), '--key', TEST_FIRMWARE_PUBLIC_KEY_FILE, '--out', join(dir, 'fw.bin'));
    expect(run.status).not.toBe(0);
  });
});
