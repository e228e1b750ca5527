import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/browser';

/**
 * Runs against a console already served by emulated terminals: scripts/e2e.mjs starts
 * them, each on a free port with a fresh database, and passes BASE_URL (current firmware),
 * LEGACY_BASE_URL (DEVICE_QUIRKS=legacy) and PROXY_BASE_URL (a DEVICE_URL proxy in front of
 * the legacy terminal).
 * Debian's Chromium is used because Playwright cannot download its own browsers here.
 */
const baseURL = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const PROXY_SPEC = /\/proxy\.spec\.ts$/;

export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
    ...(process.env.LEGACY_BASE_URL
      ? [
          {
            name: 'legacy-firmware',
            testMatch: /(login|system-info|info|session-expiry|navigation|legacy-device)\.spec\.ts$/,
            use: { ...devices['Desktop Chrome'], baseURL: process.env.LEGACY_BASE_URL },
          },
        ]
      : []),
    // The console served by a DEVICE_URL proxy in front of the legacy terminal (TRUSTED_PROXIES=127.0.0.1).
    ...(process.env.PROXY_BASE_URL
      ? [{ name: 'through-proxy', testMatch: PROXY_SPEC, use: { ...devices['Desktop Chrome'], baseURL: process.env.PROXY_BASE_URL } }]
      : []),
  ],
});
