// Reads the JSON reports of the test runners in a folder and prints the plain line "N passed, N failed, N skipped".
// Extra failures (lint, typecheck) given as the second argument are added to the failed count.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir = 'test-results', extra = '0'] = process.argv.slice(2);
let passed = 0;
let failed = Number(extra);
let skipped = 0;
let reports = 0;

const vitest = path.join(dir, 'vitest.json');
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  reports += 1;
  passed += report.numPassedTests ?? 0;
  failed += (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A suite that failed to load has no tests; count it as a failure.
  for (const suite of report.testResults ?? []) {
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) failed += 1;
  }
}

const playwright = path.join(dir, 'playwright.json');
if (existsSync(playwright)) {
  const report = JSON.parse(readFileSync(playwright, 'utf8'));
  reports += 1;
  passed += report.stats?.expected ?? 0;
  // A flaky test passed on its retry: counted as passed, and named so it gets fixed.
  passed += report.stats?.flaky ?? 0;
  failed += report.stats?.unexpected ?? 0;
  if (report.stats?.flaky)
    console.log(`warning: ${report.stats.flaky} flaky browser test(s) passed on retry`);
  skipped += report.stats?.skipped ?? 0;
}

if (reports === 0) failed += 1;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
