#!/usr/bin/env node
// npm run screenshots: a full-page picture of every screen (e2e/support/screens.ts) in en, ar
// and zhCN at 1280 and 375 px into screenshots/, with screenshots/index.html to look at them
// all at once. The end-to-end runner does the rest: it builds dist/ when missing, serves it
// with a fresh emulated terminal and always stops it. Extra arguments go to Playwright
// (e.g. --grep "ar 375"); --rebuild forces a build. SCREENSHOT_LANGS=de,ru takes other languages;
// SCREENSHOTS_DIR=<dir> writes somewhere else than screenshots/ (engineers sharing one checkout).
// The walk also downloads the record list's PDF in each language and renders its first page with
// poppler's pdftoppm (<lang>-pdf-recordList.png, on the contact sheet).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { root } from './lib/device-server.mjs';

const outDir = process.env.SCREENSHOTS_DIR ? resolve(process.env.SCREENSHOTS_DIR) : join(root, 'screenshots');

// Without a font for a script Chromium draws its text as empty boxes: Chinese (zhCN pictures)
// and Thai (the seeded users' names, the th pictures).
const FONTS = [
  { lang: 'zh-cn', what: 'Chinese', pkg: 'fonts-wqy-microhei' },
  { lang: 'th', what: 'Thai', pkg: 'fonts-thai-tlwg' },
];
for (const font of FONTS) {
  const found = spawnSync('fc-list', [`:lang=${font.lang}`, 'family'], { encoding: 'utf8' });
  if (!found.stdout?.trim()) console.warn(`[screenshots] no ${font.what} font installed: its text will show as boxes (apt-get install ${font.pkg})`);
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
