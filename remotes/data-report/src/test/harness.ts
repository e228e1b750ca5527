import { http } from 'msw';
import { success } from '@tac/goform/testing';
import { sectionTestKit } from '@tac/ui/testing';
import section from '../section';

export const { server, withFakeDevice, renderScreen, inLanguage } = sectionTestKit(section, { showLocation: true });

/**
 * Runs `body` with the browser's downloads caught: each `<a download>` the console clicks
 * adds its address to `urls` instead of navigating.
 */
export async function withDownloadsCaught(body: (urls: URL[]) => Promise<void>): Promise<void> {
  const urls: URL[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.hasAttribute('download')).toBe(true);
    urls.push(new URL(this.href));
  });
  try {
    await body(urls);
  } finally {
    click.mockRestore();
  }
}

/** The fields of a download address, its column texts read back from JSON. */
export function downloadFields(url: URL | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.fromEntries(url?.searchParams ?? []);
  if (typeof fields.texts === 'string') fields.texts = JSON.parse(fields.texts);
  return fields;
}

const STATUS_LABELS = {
  status0: 'Arrive',
  status1: 'Leave',
  status2: 'Break',
  status3: 'Back',
  status4: 'OT in',
  status5: 'OT out',
  status6: 'S6',
  status7: 'S7',
};

/** The settings this section reads from other sections: display format and status labels. */
export function deviceSettings(display: { dateformat: string; timeformat: number }) {
  return [
    http.get('*/goform/SetTimeParam', () =>
      success({ language: 'en', powersaving: 'disable', screeninterval: 60, synclocaltime: 0, keyboardlock: 0, ...display }),
    ),
    http.get('*/goform/SetApplyParam', () => success(STATUS_LABELS)),
  ];
}
