import { goformUrl, type Fields } from './url';

/**
 * The URL of a file the device writes (a CSV, a backup), for the browser to fetch itself: the
 * token in the query, as scripts for real terminals send it — it opens nothing without the
 * session's binding cookie, which the browser's own request carries. Empty fields are left out.
 */
export function downloadUrl(name: string, token: string | null | undefined, fields: Fields = {}): string {
  const filled = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
  return goformUrl(name, token ? { token } : undefined, filled);
}

/**
 * Hands a download to the browser: it streams the attachment to disk (the device names the
 * file), so the page never holds it and 200 000 rows cost the tab nothing; `download` keeps
 * the console open.
 */
export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
