import { addRecord } from '../records/log';
import { startTestDevice, type TestDevice } from '../testing/harness';
import { setFingerprintDuress } from '../users/store';
import { acknowledge, adoptServerStamp, cursorOf, lastStamp, nextChanges, nextPunches, queuedCount } from './queue';

let t: TestDevice;
beforeEach(async () => {
  t = await startTestDevice();
});
afterEach(() => t.close());

const punch = (time: string) => addRecord(t.device, { userid: 1, time, status: 0 });

describe('the upload queues', () => {
  it('queue every punch in the order made; a stamp is never reused, even after the records are deleted', () => {
    punch('2026-11-23 08:00:00');
    punch('2026-11-23 08:00:01');
    const before = lastStamp(t.device, 'ATTLOG');
    t.device.db.prepare('DELETE FROM records').run();
    expect(queuedCount(t.device, 'ATTLOG')).toBe(0);
    punch('2026-11-20 07:00:00');
    expect(nextPunches(t.device)).toEqual({ lines: ['1\t2026-11-20 07:00:00\t0\t1\t0\t0'], stamp: before + 1 });
  });

  it("adopt a server's stamp only when it is one of this terminal's", () => {
    for (let i = 0; i < 5; i++) punch(`2026-11-23 08:00:0${i}`);
    adoptServerStamp(t.device, 'ATTLOG', 'None');
    expect(cursorOf(t.device, 'ATTLOG')).toBe(0);
    adoptServerStamp(t.device, 'ATTLOG', '3');
    expect(cursorOf(t.device, 'ATTLOG')).toBe(3);
    adoptServerStamp(t.device, 'ATTLOG', '99');
    adoptServerStamp(t.device, 'ATTLOG', '-1');
    adoptServerStamp(t.device, 'ATTLOG', '2.5');
    expect(cursorOf(t.device, 'ATTLOG')).toBe(3);
    adoptServerStamp(t.device, 'ATTLOG', '1');
    expect(queuedCount(t.device, 'ATTLOG')).toBe(4);
  });

  it('send fingerprint templates only when asked (a server over HTTPS), user lines always', () => {
    acknowledge(t.device, 'OPERLOG', lastStamp(t.device, 'OPERLOG'));
    t.device.db.prepare("INSERT INTO users (userid, username) VALUES (9100, 'Finger Owner')").run();
    t.device.db.prepare('INSERT INTO fingerprints (userid, slot, template) VALUES (9100, 3, ?)').run(Buffer.from('minutiae'));
    expect(nextChanges(t.device, { templates: false })?.lines).toEqual(['USER PIN=9100\tName=Finger Owner\tPri=0\tPasswd=\tCard=\tGrp=0']);
    expect(nextChanges(t.device, { templates: true })?.lines).toEqual([
      'USER PIN=9100\tName=Finger Owner\tPri=0\tPasswd=\tCard=\tGrp=0',
      `FP PIN=9100\tFID=3\tSize=12\tValid=1\tTMP=${Buffer.from('minutiae').toString('base64')}`,
    ]);
  });

  it('send a fingerprint again when it is marked or unmarked as a duress finger, Valid=3 while it is one', () => {
    t.device.db.prepare("INSERT INTO users (userid, username) VALUES (9101, 'Duress Owner')").run();
    t.device.db.prepare('INSERT INTO fingerprints (userid, slot, template) VALUES (9101, 2, ?)').run(Buffer.from('minutiae'));
    acknowledge(t.device, 'OPERLOG', lastStamp(t.device, 'OPERLOG'));
    const line = (valid: number) => `FP PIN=9101\tFID=2\tSize=12\tValid=${valid}\tTMP=${Buffer.from('minutiae').toString('base64')}`;
    setFingerprintDuress(t.device, 9101, 2, true);
    expect(nextChanges(t.device, { templates: true })?.lines).toEqual([line(3)]);
    acknowledge(t.device, 'OPERLOG', lastStamp(t.device, 'OPERLOG'));
    setFingerprintDuress(t.device, 9101, 2, true);
    expect(nextChanges(t.device, { templates: true })).toBeUndefined();
    setFingerprintDuress(t.device, 9101, 2, false);
    expect(nextChanges(t.device, { templates: true })?.lines).toEqual([line(1)]);
  });

  it('keep user changes only until a server has them', () => {
    const stamp = lastStamp(t.device, 'OPERLOG');
    acknowledge(t.device, 'OPERLOG', stamp);
    expect(t.device.db.prepare('SELECT count(*) AS n FROM push_operlog WHERE stamp <= ?').get(stamp)).toEqual({ n: 0 });
  });
});
