import { createPrivateKey, X509Certificate } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deviceOnFile } from '../testing/harness';
import { tempDir } from '../testing/tmp';
import { describeCertificate } from './pem';
import { startPair } from './startPair';
import { testPair } from './testPairs';
import { unitNames } from './selfSigned';
import { unitPair } from './unitPair';

describe('the pair TLS_CERT and TLS_KEY name', () => {
  it('is none without them: the unit serves its own', () => {
    expect(startPair({})).toBeUndefined();
  });

  it('is read from both files; half a pair or a file it cannot read stops the start', async () => {
    const dir = tempDir('tls-start-');
    const pair = await testPair('configured.device');
    writeFileSync(join(dir, 'c.pem'), pair.cert);
    writeFileSync(join(dir, 'k.pem'), pair.key);
    expect(startPair({ TLS_CERT: join(dir, 'c.pem'), TLS_KEY: join(dir, 'k.pem') })).toEqual(pair);
    expect(() => startPair({ TLS_CERT: '/x.pem' })).toThrow('TLS_CERT and TLS_KEY go together');
    expect(() => startPair({ TLS_CERT: '/nowhere/c.pem', TLS_KEY: '/nowhere/k.pem' })).toThrow('TLS_CERT: cannot read /nowhere/c.pem');
  });
});

describe("a unit's own certificate", () => {
  const names = unitNames({ ALLOWED_HOSTS: 'terminal.example' });

  it('is made at its first start for the names and addresses it answers to, then read back at every start', async () => {
    const file = join(tempDir('tls-unit-'), 'device.db');
    const first = deviceOnFile(file);
    const made = await unitPair(first.device, names);
    first.device.close();
    expect(made.made).toBe(true);
    const leaf = new X509Certificate(made.pair.cert);
    for (const host of ['localhost', 'terminal.example']) expect(leaf.checkHost(host)).toBe(host);
    expect(leaf.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(leaf.checkPrivateKey(createPrivateKey(made.pair.key))).toBe(true);

    const again = deviceOnFile(file);
    expect(await unitPair(again.device, names)).toEqual({ pair: made.pair, made: false });
    again.device.close();
  });

  it('differs from unit to unit', async () => {
    const [a, b] = [deviceOnFile(join(tempDir('tls-a-'), 'device.db')), deviceOnFile(join(tempDir('tls-b-'), 'device.db'))];
    const [pa, pb] = [await unitPair(a.device, names), await unitPair(b.device, names)];
    a.device.close();
    b.device.close();
    expect(describeCertificate(pa.pair.cert).fingerprint).not.toBe(describeCertificate(pb.pair.cert).fingerprint);
    expect(pa.pair.key).not.toBe(pb.pair.key);
  });
});
