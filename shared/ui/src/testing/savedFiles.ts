/**
 * Catches what the page hands the browser to save (a link clicked with `download`): each link's
 * address and file name, with object URLs named `blob:<name>`. `restore()` puts the real ones back.
 */
export function catchSavedFiles(blobName: string) {
  const saved: { href: string; download: string }[] = [];
  const objectUrls = { createObjectURL: jest.fn(() => `blob:${blobName}`), revokeObjectURL: jest.fn() };
  const real = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  Object.assign(URL, objectUrls);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return {
    saved,
    restore: () => {
      click.mockRestore();
      Object.assign(URL, real);
    },
  };
}
