import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/browser';
import { deviceSet, deviceSetCount } from './support/deviceSet';

/**
 * Runs against a console already served by emulated terminals: scripts/e2e.mjs starts one set
 * per worker (support/deviceSet.ts), each terminal on a free port with a fresh database: current
 * firmware, legacy firmware (DEVICE_QUIRKS=legacy) and a DEVICE_URL proxy in front of the legacy
 * one. Run by hand, BASE_URL, LEGACY_BASE_URL and PROXY_BASE_URL name one such set.
 * Debian's Chromium is used because Playwright cannot download its own browsers here.
 */
const set = deviceSet();
const baseURL = set?.baseUrl ?? process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const legacyBaseURL = set?.legacyBaseUrl ?? process.env.LEGACY_BASE_URL;
const proxyBaseURL = set?.proxyBaseUrl ?? process.env.PROXY_BASE_URL;
const PROXY_SPEC = /\/proxy\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  // Each worker drives its own terminals; files are handed to whichever worker is free.
  workers: deviceSetCount,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON ?? '../test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  projects: [
    // legacy-device.spec.ts needs older firmware and proxy.spec.ts the proxy: each runs in its own project below.
    { name: 'chromium', testIgnore: [/legacy-device\.spec\.ts$/, PROXY_SPEC], use: { ...devices['Desktop Chrome'] } },
    // The same console against a terminal answering like older firmware (DEVICE_QUIRKS=legacy).
    ...(legacyBaseURL
      ? [
          {
            name: 'legacy-firmware',
            testMatch: /(login|system-info|info|session-expiry|navigation|legacy-device)\.spec\.ts$/,
            use: { ...devices['Desktop Chrome'], baseURL: legacyBaseURL },
          },
        ]
      : []),
    // The console served by a DEVICE_URL proxy in front of the legacy terminal (TRUSTED_PROXIES=127.0.0.1).
    ...(proxyBaseURL
      ? [{ name: 'through-proxy', testMatch: PROXY_SPEC, use: { ...devices['Desktop Chrome'], baseURL: proxyBaseURL } }]
      : []),
  ],
});
