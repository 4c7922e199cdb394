import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * The embedded database serves one process at a time: two opening one folder each keep their
 * own copy of its pages and overwrite each other's writes (orders answered 201 were gone after
 * both stopped). Whoever opens it first holds `<folder>.lock`, made by an exclusive create and
 * naming its holder; anyone else is refused with that name. PostgreSQL needs none.
 */

/** Who holds a data folder, as its lock file says. */
export interface LockHolder {
  pid: number;
  /** What it is: 'the store', 'admin:create' ... */
  command: string;
  startedAt: string;
  host: string;
  /** When the process began (Linux's /proc start time): a pid used again by a later process has another. */
  processStart?: string;
}

/** Why a data folder could not be taken; its message is meant for the shop, whole. */
export class DataFolderError extends Error {}

export interface DataLock {
  /** Lets the folder go (at exit at the latest); a lock held for this process by its parent is left to the parent. */
  release(): void;
}

/** The 22nd field of /proc/<pid>/stat: when the process started, in clock ticks since boot. Undefined off Linux. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the program's name, is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(holder: LockHolder): boolean {
  // Another machine's processes cannot be seen from here (a folder on a shared volume): it is taken to run.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: it runs, as another user.
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const start = processStart(holder.pid);
  if (start !== undefined && holder.processStart !== undefined) return start === holder.processStart;
  // No start times to compare: a lock naming this very process was left by an earlier one with its pid (a container's pid 1).
  return holder.pid !== process.pid;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.command === 'string' ? holder : undefined;
  } catch {
    return undefined;
  }
}

const sameHolder = (a: LockHolder | undefined, b: LockHolder | undefined) =>
  !!a &&
  !!b &&
  a.pid === b.pid &&
  a.host === b.host &&
  a.startedAt === b.startedAt &&
  a.processStart === b.processStart;

function describeHolder(holder: LockHolder): string {
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  return `${holder.command} (pid ${holder.pid}${where}, since ${holder.startedAt})`;
}

function refusal(dir: string, holder: LockHolder, command: string): DataFolderError {
  const doing = command === 'the store' ? 'starting another store on it' : `running ${command}`;
  return new DataFolderError(
    `The data folder ${dir} is in use by ${describeHolder(holder)}. The embedded database serves one process at a time: stop it before ${doing}.`,
  );
}

function readOnlyError(dir: string, err: NodeJS.ErrnoException): DataFolderError {
  return new DataFolderError(
    `The data folder ${dir} is read-only: ${err.message}. The store needs to write there; give DATA_DIR a folder it may write to.`,
  );
}

const READ_ONLY = new Set(['EROFS', 'EACCES', 'EPERM']);

/** PGlite opens a folder it cannot write only to fail with 'PGlite failed to initialize properly': this says which folder, and why. */
function assertWritable(dir: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (err) {
    if (READ_ONLY.has((err as NodeJS.ErrnoException).code ?? ''))
      throw readOnlyError(dir, err as NodeJS.ErrnoException);
    throw err;
  }
}

/** Removes a stale lock, unless another process took it over first (then its fresh lock is put back). */
function removeStale(file: string, stale: LockHolder | undefined): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // Already gone.
  }
  const moved = readHolder(aside);
  if (stale ? !sameHolder(moved, stale) : moved !== undefined) {
    // Moved another's new lock: back it goes, unless a third has made one meanwhile.
    try {
      linkSync(aside, file);
    } catch {
      // The third keeps it.
    }
  }
  unlinkSync(aside);
}

/**
 * Takes `dir` (the embedded database's folder) for this process, as `command`. Refused with a
 * DataFolderError naming the holder while another process holds it, or naming the folder when
 * it cannot be written. A lock whose process is gone (a crash, a kill -9) is taken over. A
 * program the store starts for itself (the first start's creation, the demo seed) runs while
 * the store holds the lock and has the database closed: it is let in when its parent holds it.
 */
export function lockDataFolder(dir: string, command: string): DataLock {
  const file = `${dir}.lock`;
  try {
    mkdirSync(path.dirname(file), { recursive: true });
  } catch (err) {
    if (READ_ONLY.has((err as NodeJS.ErrnoException).code ?? ''))
      throw readOnlyError(path.dirname(file), err as NodeJS.ErrnoException);
    throw err;
  }
  const me: LockHolder = {
    pid: process.pid,
    command,
    startedAt: new Date().toISOString(),
    host: hostname(),
    processStart: processStart(process.pid),
  };
  const text = `${JSON.stringify(me)}\n`;
  for (let tries = 0; tries < 6; tries++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code ?? '';
      if (READ_ONLY.has(code)) throw readOnlyError(path.dirname(file), err as NodeJS.ErrnoException);
      if (code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      if (!holder) {
        // Being written this instant, or left unreadable by a crash between create and write.
        if (tries < 3) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
        else removeStale(file, undefined);
        continue;
      }
      if (holder.pid === process.ppid && holder.host === me.host && isRunning(holder))
        return { release: () => undefined };
      if (isRunning(holder)) throw refusal(dir, holder, command);
      removeStale(file, holder);
      continue;
    }
    try {
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      assertWritable(dir);
    } catch (err) {
      unlinkSync(file);
      if ((err as NodeJS.ErrnoException).code === 'ENOSPC')
        throw new DataFolderError(`The disk of the data folder ${dir} is full: ${(err as Error).message}`);
      throw err;
    }
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      process.off('exit', release);
      if (sameHolder(readHolder(file), me)) unlinkSync(file);
    };
    process.on('exit', release);
    return { release };
  }
  const holder = readHolder(file);
  throw holder
    ? refusal(dir, holder, command)
    : new DataFolderError(
        `The data folder ${dir} could not be locked: ${file} cannot be read. Remove it if no store runs.`,
      );
}
