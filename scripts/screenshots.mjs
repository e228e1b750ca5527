#!/usr/bin/env node
// npm run screenshots: a full-page picture of every screen (e2e/support/screens.ts) in en, ar
// and zhCN at 1280 and 375 px into screenshots/, with screenshots/index.html to look at them
// all at once. The end-to-end runner does the rest: it builds dist/ when missing, serves it
// with a fresh emulated terminal and always stops it. Extra arguments go to Playwright
// (e.g. --grep "ar 375"); --rebuild forces a build. SCREENSHOT_LANGS=de,ru takes other languages;
// SCREENSHOTS_DIR=<dir> writes somewhere else than screenshots/ (engineers sharing one checkout).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root } from './lib/device-server.mjs';

const outDir = process.env.SCREENSHOTS_DIR ? resolve(process.env.SCREENSHOTS_DIR) : join(root, 'screenshots');

// Without a CJK font Chromium draws the Chinese pictures as empty boxes.
const cjk = spawnSync('fc-list', [':lang=zh-cn', 'family'], { encoding: 'utf8' });
if (!cjk.stdout?.trim()) {
  console.warn('[screenshots] no Chinese font installed: zhCN pictures will show boxes (apt-get install fonts-wqy-microhei)');
}

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const reportDir = mkdtempSync(join(tmpdir(), 'tac-screenshots-'));
const started = Date.now();
const run = spawnSync(
  process.execPath,
  [join(root, 'scripts/e2e.mjs'), 'e2e/specs/screenshots.spec.ts', '--project', 'chromium', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    // Its own report file, so the last `npm test` report stays.
    env: { ...process.env, SCREENSHOTS_DIR: outDir, E2E_JSON: join(reportDir, 'report.json') },
  },
);
rmSync(reportDir, { recursive: true, force: true });
console.log(`[screenshots] ${join(outDir, 'index.html')} (${((Date.now() - started) / 60_000).toFixed(1)} min)`);
process.exit(run.status ?? 1);
