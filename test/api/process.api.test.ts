import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { expect } from 'chai';

/** The built server as production runs it: `node dist/server.js`, configured by its environment only. */
function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server.js'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = once(child, 'exit') as Promise<[number | null]>;
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Reads the address from the "listening" log line (the port is picked by the OS). */
function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk;
      const match = /"url":"(http:\/\/[^"]+)","database"/.exec(buffer);
      if (!match) return;
      child.stdout!.off('data', onData);
      resolve(match[1]);
    };
    child.stdout!.on('data', onData);
    child.once('exit', () => reject(new Error(`server exited before listening:\n${buffer}`)));
  });
}

describe('the server process', function () {
  this.timeout(60_000);
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'negahban-process-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('starts on the embedded database, serves, and on SIGTERM finishes and exits cleanly', async () => {
    const server = runServer({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, 'db', 'site.sqlite'),
      MEDIA_DIR: join(tmpdir(), 'negahban-test-media'),
      LOG_LEVEL: 'info',
    });
    const url = await listeningUrl(server.child);
    expect((await fetch(`${url}/healthz`)).status).to.equal(200);
    // A page already requested when SIGTERM arrives is still delivered whole.
    const page = fetch(`${url}/en/`).then(async (res) => ({ status: res.status, body: await res.text() }));
    await new Promise((resolve) => setImmediate(resolve));
    server.child.kill('SIGTERM');
    const delivered = await page;
    expect(delivered.status).to.equal(200);
    expect(delivered.body).to.include('</html>');
    const [code] = await server.exited;
    expect(code, server.output().stdout + server.output().stderr).to.equal(0);
    expect(server.output().stdout).to.match(/"msg":"stopped"/);
  });

  for (const [name, value, mention] of [
    ['PORT', 'eighty', 'PORT'],
    ['DATABASE_URL', 'mysql://db/site', 'DATABASE_URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
  ]) {
    it(`refuses to start with a clear message when ${name} is bad`, async () => {
      const server = runServer({ [name]: value, DATABASE_URL: join(dir, 'x.sqlite'), ...(name === 'DATABASE_URL' ? { DATABASE_URL: value } : {}) });
      const [code] = await server.exited;
      expect(code).to.equal(2);
      expect(server.output().stderr).to.include('Invalid configuration').and.include(mention).and.include(value);
    });
  }
});
