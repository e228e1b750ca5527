/**
 * How the e2e runs start Debian's Chromium (Playwright cannot download its own browsers here):
 * the config's launch options, which a spec that needs more switches extends.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
