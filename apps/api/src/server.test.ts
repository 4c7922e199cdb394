import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signup } from './test/accounts.js';
import { childEnv } from './test/processes.js';

/**
 * The store started exactly as `npm start` starts it (the root's start script: the API compiled,
 * the web app built beside the first start's database, then served), with no NODE_ENV: a
 * production start. DATA_DIR is given relative to where the command is typed, as a shop may.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kf-start-'));
let server: ChildProcess;
let base: string;
let log = '';

function waitForLog(pattern: RegExp, timeoutMs = 180_000): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${pattern} in the log:\n${log}`)), timeoutMs);
    const check = () => {
      const found = log.match(pattern);
      if (!found) return;
      clearTimeout(timer);
      server.stdout!.off('data', check);
      resolve(found);
    };
    server.stdout!.on('data', check);
    check();
  });
}

beforeAll(async () => {
  const env = childEnv(
    {
      DATA_DIR: path.relative(root, dataDir),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
    },
    ['NODE_ENV'],
  );
  server = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  base = (await waitForLog(/is open at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
}, 200_000);

afterAll(async () => {
  if (server && server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((r) => server.once('exit', r));
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('is a production start: no /api/dev route exists', async () => {
    for (const [method, url] of [
      ['POST', '/api/dev/test-admin'],
      ['GET', '/api/dev/outbox'],
      ['GET', '/api/dev/outbox?to=admin%40kuberfashion.com'],
      ['GET', '/api/dev/anything'],
    ] as const) {
      const res = await fetch(base + url, { method });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
  });

  it('says at start which address its links use when PUBLIC_URL is not set', () => {
    expect(log).toContain(`PUBLIC_URL is not set: links in mails, canonical tags and the sitemap use ${base}`);
  });

  it('creates its database once, in DATA_DIR', () => {
    expect([...log.matchAll(/Created the store's database in (.+)/g)].map((m) => m[1])).toEqual([
      path.join(dataDir, 'db'),
    ]);
  });

  it('keeps the key that seals secrets in DATA_DIR', () => {
    expect(existsSync(path.join(dataDir, 'secret.key'))).toBe(true);
  });

  it('never writes a reset link to the log', async () => {
    const shopper = signup();
    const headers = { 'content-type': 'application/json' };
    expect(
      (await fetch(`${base}/api/auth/register`, { method: 'POST', headers, body: JSON.stringify(shopper) })).status,
    ).toBe(201);
    expect(
      (
        await fetch(`${base}/api/auth/recover`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: shopper.email }),
        })
      ).status,
    ).toBe(200);
    await waitForLog(/Mail kept in the outbox table/);
    // What the server wrote once open (the build before it names the screens' files).
    const served = log.slice(log.indexOf('is open at'));
    expect(served).toContain('Mail kept in the outbox table');
    expect(served).not.toContain('reset-password');
    expect(served).not.toContain('token=');
  });

  it('says in one line, before building anything, that its port is taken', async () => {
    const { port, hostname } = new URL(base);
    const again = spawn('npm', ['start'], {
      cwd: root,
      env: childEnv({ DATA_DIR: path.relative(root, dataDir), PORT: port, HOST: hostname }, ['NODE_ENV']),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    again.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(again, 'exit')) as [number];
    expect(code).toBe(1);
    expect(
      stderr
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm ')),
    ).toEqual([
      `Port ${port} is in use on ${hostname}: another program listens there. Stop it, or set PORT to a free one.`,
    ]);
  });

  // Last: it stops the store.
  it('passes SIGTERM to the server, which closes; npm start ends with it and leaves nothing on the port', async () => {
    const exited = once(server, 'exit');
    // To npm alone, as a process manager sends it: npm passes it on and waits for the store.
    process.kill(server.pid!, 'SIGTERM');
    await exited;
    expect(log).toContain('SIGTERM received, closing');
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  });
});
