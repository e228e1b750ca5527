#!/usr/bin/env node
// `npm test`: lint, typecheck, duplicates (jscpd), jest (every project), peers, e2e — in sequence, each step's own
// output visible, every step runs even after a failure. The last line is exactly
// `N passed, N failed`: jest tests + peers tests (pytest) + e2e tests + one check each for lint, typecheck
// and duplicates.
// `--only lint,jest` runs a subset (for local use; CI runs everything).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
const jestJson = join(resultsDir, 'jest.json');
const e2eJson = join(resultsDir, 'e2e.json');
const peersJson = join(resultsDir, 'peers.json');
const jscpdDir = join(resultsDir, 'jscpd');
/** Exact clones of six or more lines the code may hold (issue 22): a rule repeated is a rule that drifts. */
const MAX_CLONES = 13;
const bin = (pkgPath) => join(root, 'node_modules', pkgPath);

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg >= 0 ? new Set(process.argv[onlyArg + 1]?.split(',')) : null;

function run(cmd, args, env = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.error) console.error(res.error.message);
  return res.status ?? 1;
}

/**
 * Starts a command whose output is kept until its step prints it: lint and typecheck each use one
 * core, so on two they run side by side, from the start of the run.
 */
function inBackground(cmd, args) {
  const child = spawn(cmd, args, { cwd: root, env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (err) => resolve({ status: 1, output: `${output}${err.message}\n` }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/** Waits for a command inBackground started and prints what it wrote; answers its exit status. */
async function finished(started) {
  const { status, output } = await started;
  process.stdout.write(output);
  return status;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const wanted = (name) => !only || only.has(name);
const background = {
  lint: wanted('lint') && inBackground(process.execPath, [bin('eslint/bin/eslint.js'), '.']),
  // Type errors, and each shared package's exports and contract against its version (scripts/typecheck.ts).
  typecheck: wanted('typecheck') && inBackground(process.execPath, ['--import', 'tsx', 'scripts/typecheck.ts']),
};

/** A step answers {passed, failed, notes}; `notes` name what failed, for the summary. */
const steps = [
  {
    name: 'lint',
    async run() {
      const ok = (await finished(background.lint)) === 0;
      return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, notes: ok ? [] : ['eslint reported errors'] };
    },
  },
  {
    name: 'typecheck',
    async run() {
      const ok = (await finished(background.typecheck)) === 0;
      return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, notes: ok ? [] : ['type errors, or a shared package changed without a version bump'] };
    },
  },
  {
    name: 'duplicates',
    run() {
      rmSync(jscpdDir, { recursive: true, force: true });
      // .jscpd.json says what is scanned: the TypeScript and scripts, not locales or builds.
      run(process.execPath, [bin('jscpd/run-jscpd.js'), '--config', '.jscpd.json', '--output', jscpdDir, '.']);
      const report = readJson(join(jscpdDir, 'jscpd-report.json'));
      if (!report) return { passed: 0, failed: 1, notes: ['jscpd wrote no report'] };
      const clones = report.duplicates ?? [];
      const ok = clones.length <= MAX_CLONES;
      const where = (f) => `${f.name}:${f.start}`;
      const notes = ok ? [] : [`${clones.length} clones, at most ${MAX_CLONES}:`, ...clones.map((c) => `${where(c.firstFile)} = ${where(c.secondFile)}`)];
      return { passed: ok ? 1 : 0, failed: ok ? 0 : 1, notes };
    },
  },
  {
    name: 'jest',
    run() {
      rmSync(jestJson, { force: true });
      const workers = process.env.JEST_WORKERS ?? '2';
      // jsdom + user-event tests take seconds each on a loaded 2-core machine; jest's 5 s
      // default turns that into false failures.
      const timeout = process.env.JEST_TIMEOUT ?? '20000';
      const code = run(process.execPath, [
        bin('jest/bin/jest.js'),
        '--ci',
        '-w',
        workers,
        '--testTimeout',
        timeout,
        '--json',
        '--outputFile',
        jestJson,
      ]);
      const report = readJson(jestJson);
      if (!report) return { passed: 0, failed: 1, notes: [`jest wrote no report (exit ${code})`] };
      // A suite that cannot even load has no failing test of its own: count it once.
      const brokenSuites = report.testResults.filter(
        (s) => s.status === 'failed' && !s.assertionResults.some((a) => a.status === 'failed'),
      );
      const failed = report.numFailedTests + brokenSuites.length;
      const failedNames = report.testResults
        .filter((s) => s.status === 'failed')
        .flatMap((s) => {
          const file = s.name.replace(`${root}/`, '');
          const tests = s.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName);
          return tests.length ? tests.map((t) => `${file} › ${t}`) : [`${file} (suite failed to run)`];
        });
      const unexplained = code !== 0 && failed === 0 ? 1 : 0;
      return {
        passed: report.numPassedTests,
        failed: failed + unexplained,
        notes: [...failedNames, unexplained ? `jest exited ${code}` : ''].filter(Boolean),
      };
    },
  },
  {
    // Third-party peers (scripts/peers.mjs): Python clients in a venv it makes, against emulators it starts.
    name: 'peers',
    run() {
      rmSync(peersJson, { force: true });
      const code = run(process.execPath, [join(root, 'scripts/peers.mjs')], { PEERS_JSON: peersJson });
      const counts = readJson(peersJson)?.counts;
      if (!counts) return { passed: 0, failed: 1, notes: [`peers wrote no pytest report (exit ${code})`] };
      const failed = counts.failures + counts.errors;
      const unexplained = code !== 0 && failed === 0 ? 1 : 0;
      return {
        passed: counts.tests - failed - counts.skipped,
        failed: failed + unexplained,
        notes: [
          failed ? `${failed} pytest failures/errors: test-results/peers.xml` : '',
          counts.skipped ? `${counts.skipped} skipped` : '',
          unexplained ? `peers exited ${code}` : '',
        ].filter(Boolean),
      };
    },
  },
  {
    name: 'e2e',
    run() {
      rmSync(e2eJson, { force: true });
      // Always a fresh build: end-to-end results of a stale dist/ would be about old code.
      const code = run(process.execPath, [join(root, 'scripts/e2e.mjs'), '--rebuild'], {
        E2E_JSON: e2eJson,
        CI: process.env.CI ?? '1',
      });
      const report = readJson(e2eJson);
      if (!report) return { passed: 0, failed: 1, notes: [`playwright wrote no report (exit ${code})`] };
      const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
      const globalErrors = report.errors?.length ?? 0;
      const unexplained = code !== 0 && unexpected + globalErrors === 0 ? 1 : 0;
      const failedTitles = [];
      const walk = (suite, path) => {
        for (const spec of suite.specs ?? []) {
          if (spec.ok) continue;
          const projects = [...new Set((spec.tests ?? []).map((t) => t.projectName))].join(', ');
          failedTitles.push(`${path}${spec.title} [${projects}]`);
        }
        for (const child of suite.suites ?? []) walk(child, `${path}${child.title} › `);
      };
      for (const s of report.suites ?? []) walk(s, `${s.title} › `);
      return {
        passed: expected + flaky,
        failed: unexpected + globalErrors + unexplained,
        notes: [...failedTitles, flaky ? `${flaky} flaky (passed on retry)` : '', unexplained ? `e2e exited ${code}` : ''].filter(
          Boolean,
        ),
      };
    },
  },
];

mkdirSync(resultsDir, { recursive: true });
const summary = [];
for (const step of steps) {
  if (!wanted(step.name)) continue;
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const result = await step.run();
  summary.push({ name: step.name, seconds: (Date.now() - started) / 1000, ...result });
}

console.log('\n=== summary === (lint and typecheck run side by side: typecheck\'s time is what it took after lint)');
for (const s of summary) {
  console.log(`${s.name.padEnd(10)} ${String(s.passed).padStart(5)} passed ${String(s.failed).padStart(4)} failed ${s.seconds.toFixed(1).padStart(7)} s`);
  for (const note of s.notes) console.log(`    - ${note}`);
}
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
if (existsSync(resultsDir)) console.log(`reports: ${resultsDir}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
