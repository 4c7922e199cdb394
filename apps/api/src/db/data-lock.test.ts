import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder, type LockHolder } from './data-lock.js';

let root: string;
const folder = () => path.join(root, 'db');
const lockFile = () => `${folder()}.lock`;
const holder = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockHolder;
const leave = (h: Partial<LockHolder>) =>
  writeFileSync(
    lockFile(),
    JSON.stringify({
      pid: process.pid,
      command: 'the store',
      startedAt: '2026-01-01T00:00:00.000Z',
      host: hostname(),
      ...h,
    }),
  );

afterEach(() => rmSync(root, { recursive: true, force: true }));
const fresh = () => (root = mkdtempSync(path.join(tmpdir(), 'kf-lock-')));

describe('the data folder lock', () => {
  it('names its holder, refuses a second taker naming it, and is gone once released', () => {
    fresh();
    const lock = lockDataFolder(folder(), 'the store');
    expect(holder()).toMatchObject({ pid: process.pid, command: 'the store', host: hostname() });
    expect(() => lockDataFolder(folder(), 'admin:create')).toThrow(
      new RegExp(
        `^The data folder ${folder()} is in use by the store \\(pid ${process.pid}, since .+\\)\\. .*stop it before running admin:create\\.$`,
      ),
    );
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataFolder(folder(), 'admin:create').release();
  });

  it('takes over the lock of a process that is gone', () => {
    fresh();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    leave({ pid: gone });
    const lock = lockDataFolder(folder(), 'the store');
    expect(holder().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to a later process (another start time)', () => {
    fresh();
    leave({ pid: process.pid, processStart: '1' });
    const lock = lockDataFolder(folder(), 'the store');
    expect(holder().processStart).not.toBe('1');
    lock.release();
  });

  it('refuses while a process on another machine holds it, naming the machine', () => {
    fresh();
    leave({ host: 'till-2', pid: 4242 });
    expect(() => lockDataFolder(folder(), 'the store')).toThrow(
      /in use by the store \(pid 4242 on till-2, since .+\)\. .*stop it before starting another store on it/,
    );
  });

  it("lets in a program its holder started, and leaves the holder's lock alone", () => {
    fresh();
    leave({ pid: process.ppid, processStart: undefined });
    lockDataFolder(folder(), 'the first start').release();
    expect(holder().pid).toBe(process.ppid);
  });
});
