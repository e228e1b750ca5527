import type { EndpointContract } from '@tac/goform';

/**
 * Hands a CSV download to the browser: a plain GET navigation to the device with the
 * token as the `token` query parameter, as scripts for real terminals do. The browser
 * streams the attachment to disk; the page never holds the file, so 200 000 rows cost
 * the tab nothing.
 */
export function downloadUrl(contract: EndpointContract, fields: Record<string, string>, token: string | undefined): string {
  const url = new URL(`/goform/${contract.name}`, window.location.origin);
  url.searchParams.set('_t', String(Date.now()));
  if (token) url.searchParams.set('token', token);
  for (const [key, value] of Object.entries(fields)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

export function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  // The device names the file (content-disposition); `download` keeps the console page open.
  anchor.download = '';
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
