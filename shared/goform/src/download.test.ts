import { downloadUrl, startDownload } from './download';

describe('a download from the device', () => {
  it('names the call, carries the token and the filled fields, and leaves empty ones out', () => {
    const url = new URL(downloadUrl('DownloadRecordForm', 'tkn', { userid: '7', from: '', sep: ';' }));
    expect(url.pathname).toBe('/goform/DownloadRecordForm');
    expect(url.searchParams.get('token')).toBe('tkn');
    expect(url.searchParams.get('userid')).toBe('7');
    expect(url.searchParams.get('sep')).toBe(';');
    expect(url.searchParams.has('from')).toBe(false);
    expect(url.searchParams.get('_t')).toMatch(/^\d+$/);
    expect(new URL(downloadUrl('DownloadBackup', null)).searchParams.has('token')).toBe(false);
  });

  it('is handed to the browser as a download link, which leaves no trace in the page', () => {
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    startDownload('http://localhost/goform/DownloadBackup?token=t');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatchObject({ href: 'http://localhost/goform/DownloadBackup?token=t', download: '', rel: 'noopener' });
    expect(document.querySelector('a')).toBeNull();
  });
});
