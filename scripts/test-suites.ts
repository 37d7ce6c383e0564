/**
 * Runs every test as two mocha processes at once: the unit and API suites (SQLite, and PostgreSQL with
 * TEST_DATABASE_URL) beside the browser suites (SQLite only, each server on its own file). One after the other they took
 * 31 minutes in CI, most of it one process waiting on Chromium or on PostgreSQL while the other core sat idle.
 *
 * The browser run prints as it goes; the other's report is kept and printed whole when it ends, so neither is cut
 * into the other. The exit code is non-zero when either run fails.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const mocha = createRequire(import.meta.url).resolve('mocha/bin/mocha.js');

interface Run {
  name: string;
  specs: string[];
  live: boolean;
}

/**
 * Four browser suites run with the unit and API suites so that both take about as long (all browser suites beside the
 * rest: 1039 and 494 s on a 2-core machine; with three moved, 971 and 843 s). The others' `--ignore` keeps each suite in
 * one run only.
 */
const BESIDE_API = [
  'test/browser/checkout.browser.test.ts',
  'test/browser/shell-motion.browser.test.ts',
  'test/browser/color-mode.browser.test.ts',
  'test/browser/cart.browser.test.ts',
];

const RUNS: Run[] = [
  { name: 'browser', specs: ['test/browser/**/*.test.ts', ...BESIDE_API.flatMap((file) => ['--ignore', file])], live: true },
  { name: 'unit, API and four browser suites', specs: ['test/unit/**/*.test.ts', 'test/api/**/*.test.ts', ...BESIDE_API], live: false },
];

function run({ name, specs, live }: Run): Promise<{ name: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [mocha, ...specs], { stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code, signal) =>
      resolve({ name, code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8'), seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

const results = await Promise.all(RUNS.map(run));
for (const result of results) if (result.output) process.stdout.write(`\n===== ${result.name} =====\n${result.output}`);
process.stdout.write('\n');
for (const { name, code, seconds } of results) process.stdout.write(`${code === 0 ? 'passed' : 'FAILED'}: ${name} (${seconds} s)\n`);
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
