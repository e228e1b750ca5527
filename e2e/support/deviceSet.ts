/**
 * The terminals a Playwright worker drives. scripts/e2e.mjs starts one set per worker — a
 * current-firmware terminal, a legacy one, a proxy in front of the legacy one, and a snapshot of
 * the console they serve — so workers run side by side without sharing a database or a served
 * folder that specs change (registry.ts, release.ts). Playwright sets TEST_PARALLEL_INDEX in each
 * worker before it loads the config, so the config and the support code read the worker's own set.
 */
export interface DeviceSet {
  baseUrl: string;
  legacyBaseUrl: string;
  proxyBaseUrl: string;
  distDir: string;
}

function sets(): DeviceSet[] {
  const json = process.env.E2E_DEVICE_SETS;
  return json ? (JSON.parse(json) as DeviceSet[]) : [];
}

/** How many workers the run has terminals for (1 when Playwright runs against one served console). */
export const deviceSetCount = Math.max(1, sets().length);

/** This worker's set; undefined when Playwright is run by hand against BASE_URL and friends. */
export function deviceSet(): DeviceSet | undefined {
  return sets()[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];
}
