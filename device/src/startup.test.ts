import { listenHost, startSummary, textLog } from './startup';

describe('npm start tells what is true once it listens (issue 34)', () => {
  it('listens on the loopback only unless HOST says otherwise', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '' })).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it("the summary names both URLs, where the data lives and npm run device:keys, never a password", () => {
    const lines = startSummary({ host: '127.0.0.1', port: 8080, httpsPort: 8443, dbFile: './data/device.db', deviceUrl: undefined, logLevel: 'warn' });
    const text = lines.join('\n');
    expect(text).toContain('http://localhost:8080');
    expect(text).toContain('https://localhost:8443');
    expect(text).toMatch(/data: \/.*data\/device\.db/);
    expect(text).toContain("run npm run device:keys to see this unit's passwords and keys");
    expect(text).toContain('HOST=0.0.0.0 npm start opens it to the LAN');
    expect(text).toContain('LOG_LEVEL=info shows every request');
  });

  it('says a database in memory is one, not a file', () => {
    const text = startSummary({ host: '127.0.0.1', port: 8080, httpsPort: 8443, dbFile: ':memory:', deviceUrl: undefined, logLevel: 'warn' }).join('\n');
    expect(text).toContain('data: in memory only');
  });

  it('a proxy without TLS names no HTTPS URL and no data file', () => {
    const text = startSummary({ host: '0.0.0.0', port: 9000, httpsPort: undefined, dbFile: undefined, deviceUrl: 'http://10.0.0.5', logLevel: 'info' }).join('\n');
    expect(text).toContain('http://localhost:9000');
    expect(text).not.toContain('https://');
    expect(text).not.toContain('data:');
    expect(text).toContain('proxy to http://10.0.0.5');
    expect(text).toContain('other machines can reach it');
  });

  it('LOG_FORMAT=text writes one readable line per entry', () => {
    const written: string[] = [];
    const log = textLog({ write: (t) => written.push(t) });
    log.write(JSON.stringify({ level: 40, time: Date.UTC(2026, 10, 28, 9, 0, 0), msg: 'made this unit\'s certificate' }) + '\n');
    log.write(JSON.stringify({ level: 30, time: 0, msg: 'request completed', req: { method: 'GET', url: '/goform/checkPower' } }) + '\n');
    expect(written[0]).toMatch(/^\d\d:\d\d:\d\d WARN {2}made this unit's certificate\n$/);
    expect(written[1]).toMatch(/INFO {2}GET \/goform\/checkPower request completed\n$/);
    expect(written.join('')).not.toContain('{');
  });
});
