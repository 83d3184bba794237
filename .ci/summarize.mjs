// Reads the JSON reports of the test runners in a folder and prints the plain line "N passed, N failed, N skipped",
// preceded by what was skipped and why, and by any browser test that passed only on a retry (counted as failed).
// Extra failures (lint, typecheck) given as the second argument are added to the failed count. The reasons are
// the `SKIPPED: <what>: <why>` lines tests print (src/service/testing/skips.ts), read from the saved output of
// `npm test` (the third argument, `<dir>/npm-test.log` by default).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir = 'test-results', extra = '0', logFile = path.join(dir, 'npm-test.log')] = process.argv.slice(2);
let passed = 0;
let failed = Number(extra);
let skipped = 0;
let reports = 0;
/** Skipped tests by file (vitest) or by spec file (Playwright). */
const skippedIn = new Map();
const notes = [];

const addSkipped = (file, count = 1) => skippedIn.set(file, (skippedIn.get(file) ?? 0) + count);
const relative = (file) => (path.isAbsolute(file) ? path.relative(process.cwd(), file) : file);

const vitest = path.join(dir, 'vitest.json');
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  reports += 1;
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    // A suite that failed to load has no tests; count it as a failure.
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1;
    for (const test of suite.assertionResults ?? []) {
      if (['skipped', 'pending', 'todo'].includes(test.status)) addSkipped(relative(suite.name));
    }
  }
}

/** Every test of a Playwright JSON report, with the file of its spec. */
function* playwrightTests(suites, file) {
  for (const suite of suites ?? []) {
    const at = suite.file ?? file;
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) yield { at, spec, test };
    yield* playwrightTests(suite.suites, at);
  }
}

const playwright = path.join(dir, 'playwright.json');
if (existsSync(playwright)) {
  const report = JSON.parse(readFileSync(playwright, 'utf8'));
  reports += 1;
  passed += report.stats?.expected ?? 0;
  failed += report.stats?.unexpected ?? 0;
  // A test that passed only on a retry is not deterministic: it fails the run, by name.
  failed += report.stats?.flaky ?? 0;
  skipped += report.stats?.skipped ?? 0;
  for (const { at, spec, test } of playwrightTests(report.suites)) {
    if (test.status === 'flaky')
      notes.push(`flaky (passed only on a retry, counted as failed): e2e/${at} › ${spec.title}`);
    if (test.status === 'skipped') {
      addSkipped(`e2e/${at}`);
      for (const a of test.annotations ?? []) {
        if (a.type === 'skip' && a.description)
          notes.push(`SKIPPED: e2e/${at} › ${spec.title}: ${a.description}`);
      }
    }
  }
}

// Why: the skip lines the tests printed, once each with how often they were printed.
const reasons = new Map();
if (existsSync(logFile)) {
  // eslint-disable-next-line no-control-regex
  const plain = readFileSync(logFile, 'utf8').replace(/\u001b\[[0-9;]*m/g, '');
  for (const line of plain.split('\n')) {
    const match = /^SKIPPED: (.+)$/.exec(line.trim());
    if (match) reasons.set(match[1], (reasons.get(match[1]) ?? 0) + 1);
  }
}

if (skipped > 0) {
  console.log(`skipped: ${skipped}`);
  for (const [file, count] of [...skippedIn].sort((a, b) => b[1] - a[1]))
    console.log(`  ${count} in ${file}`);
  if (reasons.size === 0) console.log('  (no test printed a reason)');
  for (const [reason, times] of reasons) console.log(`  why: ${reason}${times > 1 ? ` (×${times})` : ''}`);
}
for (const note of notes) console.log(note);

if (reports === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
