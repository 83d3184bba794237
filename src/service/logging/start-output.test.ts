/**
 * @module What `npm start` writes (src/main.ts run as a process): with JSON logs every stdout line is one
 * JSON object and the local key appears nowhere; with readable logs the banner is plain text, and shows the
 * key on the start that created it only, the key file's path after that.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { dataFiles } from '../system/data-dir';

const MAIN = fileURLToPath(new URL('../../main.ts', import.meta.url));
const dataDirs: string[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'newsroom-start-output-'));
  dataDirs.push(dir);
  return dir;
}

/** The embedded store and no Redis, whatever the environment running the tests says. */
function withoutStoreSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, REDIS_URL: _redis, NEWS_API_KEY: _key, ...rest } = env;
  return rest;
}

/** The service on its own in `dataDir`: no demo, polling or dashboard, any port, info logs in `logFormat`. */
function serviceEnv(dataDir: string, logFormat: 'json' | 'pretty' | 'auto'): NodeJS.ProcessEnv {
  return {
    ...withoutStoreSettings(process.env),
    NEWSROOM_DATA_DIR: dataDir,
    NEWSROOM_DEMO: '0',
    NEWSROOM_POLL: '0',
    NEWSROOM_DASHBOARD: '0',
    PORT: '0',
    LOG_LEVEL: 'info',
    LOG_FORMAT: logFormat,
  };
}

/** Starts the service, waits for `started` in its stdout, stops it with SIGTERM; returns what it wrote. */
async function runOnce(
  dataDir: string,
  logFormat: 'json' | 'pretty',
  started: (stdout: string) => boolean,
): Promise<{ stdout: string; stderr: string; code: number | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: serviceEnv(dataDir, logFormat),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      if (started(stdout)) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`the service exited (${code}) before it started: ${stderr}`)),
    );
  });
  child.kill('SIGTERM');
  const code = await exited;
  return { stdout, stderr, code };
}

/** `script`: util-linux's pseudo-terminal, the way a person's terminal holds the service's stderr. */
const SCRIPT = '/usr/bin/script';

/**
 * `npm start > file` at a terminal: stdout (the log) goes to `logFile`, stderr is a terminal (`script`'s
 * pseudo-terminal, whose output is returned). Stops once the banner's last line is on the terminal.
 */
async function runToFileAtTerminal(dataDir: string, logFile: string): Promise<string> {
  const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  const command = `${quote(process.execPath)} --import tsx ${quote(MAIN)} > ${quote(logFile)}`;
  const child = spawn(SCRIPT, ['-qfec', command, '/dev/null'], {
    env: serviceEnv(dataDir, 'auto'),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let terminal = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      terminal += chunk.toString('utf8');
      if (/API key in: .+\r?\n/.test(terminal)) resolve();
    });
    void exited.then((code) =>
      reject(new Error(`the service exited (${code}) before its banner: ${terminal}`)),
    );
  });
  // The log is written asynchronously: its structured banner line may land after the terminal's text.
  const until = Date.now() + 20_000;
  while (Date.now() < until && !readFileSync(logFile, 'utf8').includes('"msg":"newsroom is running"'))
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  await exited;
  return terminal;
}

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm start output', () => {
  it('with JSON logs: every stdout line is JSON, one says where things are, and the key is in none', async () => {
    const dataDir = freshDataDir();
    const { stdout, stderr, code } = await runOnce(dataDir, 'json', (out) =>
      out.includes('"msg":"newsroom is running"'),
    );
    expect(code).toBe(0);
    const key = readFileSync(dataFiles(dataDir).localKey, 'utf8').trim();
    const lines = stdout.split('\n').filter((line) => line !== '');
    const parsed = lines.map((line) => JSON.parse(line) as { msg?: string; banner?: { keyFile?: string } });
    expect(parsed.find((line) => line.msg === 'newsroom is running')?.banner?.keyFile).toBe(
      dataFiles(dataDir).localKey,
    );
    expect(stdout).not.toContain(key);
    // stderr is not a terminal here: no banner there either, and never the key.
    expect(stderr).not.toContain(key);
    expect(stderr).not.toContain('newsroom is running');
  }, 180_000);

  it.skipIf(!existsSync(SCRIPT))(
    'logs to a file at a terminal: the banner is plain text on the terminal, the file JSON lines only',
    async () => {
      const dataDir = freshDataDir();
      const logFile = path.join(dataDir, 'newsroom.log');
      const terminal = await runToFileAtTerminal(dataDir, logFile);
      expect(terminal.replaceAll('\r\n', '\n')).toMatch(
        /^newsroom is running\n {2}API: +http:\/\/127\.0\.0\.1:\d+\n/m,
      );
      const lines = readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((line) => line !== '');
      // Every line parses: the banner is in none of them as text, only the one structured line.
      const parsed = lines.map((line) => JSON.parse(line) as { msg?: string });
      expect(parsed.filter((line) => line.msg === 'newsroom is running')).toHaveLength(1);
      expect(readFileSync(logFile, 'utf8')).not.toContain('API key in:');
    },
    180_000,
  );

  it('with readable logs: the banner is plain text, with the key on the start that made it only', async () => {
    const dataDir = freshDataDir();
    const bannerDone = (out: string) => /^ {2}API key in: .+$/m.test(out);
    const first = await runOnce(dataDir, 'pretty', bannerDone);
    const key = readFileSync(dataFiles(dataDir).localKey, 'utf8').trim();
    const keyFile = dataFiles(dataDir).localKey;
    expect(first.stdout).toMatch(/^newsroom is running\n {2}API: +http:\/\/127\.0\.0\.1:\d+\n/m);
    expect(first.stdout.split(key)).toHaveLength(2);
    expect(first.stdout).toContain(
      `  API key:    ${key}  (new: shown this once)\n  API key in: ${keyFile}\n`,
    );

    const second = await runOnce(dataDir, 'pretty', bannerDone);
    expect(second.stdout).not.toContain(key);
    expect(second.stdout).toContain(`\n  API key in: ${keyFile}\n`);
    expect(second.stderr).not.toContain(key);
  }, 360_000);
});
