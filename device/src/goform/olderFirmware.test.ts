import { startTestDevice, type TestDevice } from '../testing/harness';
import { routeTable } from './dispatch';
import { CALLS_OLDER_FIRMWARE_LACKS } from './olderFirmware';

let t: TestDevice;
afterEach(() => t.close());

const notDefined = (name: string) => `<p>Form ${name} is not defined</p>`;

describe('calls older firmware lacks', () => {
  it('are calls this emulator serves (a misspelt name would hide nothing)', async () => {
    t = await startTestDevice();
    const served = routeTable(t.device);
    for (const name of CALLS_OLDER_FIRMWARE_LACKS) expect(served.has(name)).toBe(true);
  });

  it('are answered by current firmware', async () => {
    t = await startTestDevice();
    const token = await t.login();
    expect(await t.call('GetDoorState', {}, { token, method: 'GET' })).toMatchObject({ code: 'success', relay: 'locked' });
  });

  it.each([...CALLS_OLDER_FIRMWARE_LACKS])('older firmware answers %s, by GET and POST, as a form it does not define: 404 and its page', async (name) => {
    t = await startTestDevice({ quirks: 'legacy' });
    const token = await t.login();
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.raw(name, {}, { token, method });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(notDefined(name));
    }
  });

  it('older firmware leaves the door alone when asked to open it, and logs nothing', async () => {
    t = await startTestDevice({ quirks: 'legacy' });
    const token = await t.login();
    const audited = () => t.device.db.prepare('SELECT count(*) AS n FROM audit_log').get() as { n: number };
    const before = audited().n;
    expect((await t.raw('DoorControl', { action: 'keepOpen' }, { token })).statusCode).toBe(404);
    expect(audited().n).toBe(before);
    expect(t.device.db.prepare("SELECT count(*) AS n FROM events WHERE code = 200").get()).toEqual({ n: 0 });
  });

  it('older firmware answers any name it does not know the same way, the name escaped', async () => {
    t = await startTestDevice({ quirks: 'legacy' });
    const res = await t.app.inject({ method: 'GET', url: '/goform/%3Cimg%20src%3Dx%3E' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(notDefined('&#60;img src=x&#62;'));
    expect(res.body).not.toContain('<img');
  });
});
