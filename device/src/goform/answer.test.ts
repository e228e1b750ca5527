import { parseAnswer, startTestDevice, type TestDevice } from '../testing/harness';

const NAME = '<svg onload=alert(1)>&amp;</html>';

describe.each(['modern', 'legacy'] as const)('answers of %s firmware', (quirks) => {
  let t: TestDevice;
  let token: string;
  beforeEach(async () => {
    t = await startTestDevice({ quirks });
    token = await t.login();
    t.device.db.prepare('INSERT INTO users (userid, username) VALUES (?, ?)').run(77, NAME);
  });
  afterEach(() => t.close());

  it('carry no markup a user stored: < > & are JSON escapes, read back as the stored text', async () => {
    const res = await t.raw('userlist', { search: 'svg' }, { token, method: 'GET' });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const json = quirks === 'legacy' ? res.body.replace(/^<html>/, '').replace(/<\/html>$/, '') : res.body;
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003csvg onload=alert(1)\\u003e\\u0026amp;\\u003c/html\\u003e');
    if (quirks === 'legacy') expect(res.body).toMatch(/^<html>\{.*,\}<\/html>$/);
    expect(parseAnswer(res.body).record).toEqual([expect.objectContaining({ userid: '77', username: NAME })]);
  });

  it('streams downloads as CSV attachments, never as text/html', async () => {
    t.device.db.prepare("INSERT INTO records (userid, time, status) VALUES (77, '2026-11-20 09:01:00', 0)").run();
    t.device.db.prepare("INSERT INTO records (userid, time, status, temperature) VALUES (77, '2026-11-20 09:05:00', 0, 36.6)").run();
    for (const name of ['DownloadRecordForm', 'DownloadReportForm', 'DownloadThermometryForm']) {
      const res = await t.raw(name, {}, { token, method: 'GET' });
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z]+_\w+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toContain(NAME);
    }
  });
});
