/**
 * `npm test`: typecheck, lint and format (one test each), unit tests, then worker tests against
 * the production build in workerd, then browser tests in Chromium. Ends with one line
 * `N passed, N failed[, N skipped]`. Pass --static, --unit, --worker or --e2e to run only
 * some of them.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, existsSync, rmSync} from 'node:fs';

const args = process.argv.slice(2);
const only = ['--static', '--unit', '--worker', '--e2e'].filter((flag) =>
  args.includes(flag),
);
const wants = (suite) => only.length === 0 || only.includes(`--${suite}`);
const passthrough = args.filter((a) => !a.startsWith('--'));

mkdirSync('test-results', {recursive: true});
const totals = {passed: 0, failed: 0, skipped: 0};
let crashed = false;

// The sandbox's node:sqlite is still flagged experimental in Node 22; its warning would
// repeat in every test process's output and say nothing about the tests.
const NODE_OPTIONS = [
  process.env.NODE_OPTIONS,
  '--disable-warning=ExperimentalWarning',
]
  .filter(Boolean)
  .join(' ');

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, {
    stdio: 'inherit',
    env: {...process.env, NODE_OPTIONS, ...env},
  });
  return result.status ?? 1;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // A file that fails to load has no tests but must still fail the run.
  const brokenFiles = (report.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  );
  totals.failed += brokenFiles.length;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats ?? {};
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  if ((report.errors ?? []).length) totals.failed += report.errors.length;
  return true;
}

function vitest(project, file) {
  rmSync(file, {force: true});
  const status = run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    ...passthrough,
  ]);
  if (!countVitest(file) && status !== 0) crashed = true;
}

/** A whole-project check counts as one test: it passes or it fails. */
function check(name, command, commandArgs) {
  console.log(`\n${name}: ${[command, ...commandArgs].join(' ')}`);
  const ok = run(command, commandArgs) === 0;
  console.log(`${name}: ${ok ? 'passed' : 'FAILED'}`);
  totals[ok ? 'passed' : 'failed'] += 1;
}

if (wants('static')) {
  check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  check('lint', 'npm', ['run', 'lint', '--silent']);
  check('format', 'npm', ['run', 'format:check', '--silent']);
}

if (wants('unit')) vitest('unit', 'test-results/unit.json');

if (wants('worker') || wants('e2e')) {
  if (run('npm', ['run', 'build', '--silent']) !== 0) {
    console.error('Build failed');
    crashed = true;
  }
}

if (!crashed && wants('worker')) vitest('worker', 'test-results/worker.json');

if (!crashed && wants('e2e')) {
  const file = 'test-results/e2e.json';
  rmSync(file, {force: true});
  const status = run('npx', ['playwright', 'test', ...passthrough], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!countPlaywright(file) && status !== 0) crashed = true;
}

if (crashed) totals.failed += 1;
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed ? 1 : 0);
