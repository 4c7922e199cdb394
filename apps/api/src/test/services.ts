import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Real services for tests that need more than one process: a PostgreSQL server,
 * a Redis server and the store itself, each started from the system's packages
 * on a free loopback port in a temporary folder, and stopped by the test.
 */

const apiDir = path.resolve(import.meta.dirname, '../..');
const running = new Set<ChildProcess>();
// Should the test process end without stopping them, nothing it started outlives it.
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A started process with the end of its output kept, to explain a failure. */
class Service {
  private output = '';
  readonly exited: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    running.add(child);
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        running.delete(child);
        resolve(code ?? (signal ? null : 0));
      });
    });
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Polls `ready` until it holds, failing at once with the output should the process end. */
  async until(ready: () => Promise<boolean>, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`${this.name} stopped while starting:\n${this.output}`);
      if (await ready().catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${this.name} did not start within ${timeoutMs / 1000} s:\n${this.output}`);
  }

  async signal(signal: NodeJS.Signals): Promise<void> {
    if (this.alive) this.child.kill(signal);
    await this.exited;
  }

  get log(): string {
    return this.output;
  }
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'postgres')));
  if (!dir)
    throw new Error(
      'PostgreSQL server is not installed (no /usr/lib/postgresql/*/bin/postgres). On Debian or Ubuntu: apt-get install postgresql',
    );
  return dir;
}

function redisServerBin(): string {
  const found = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin']
    .map((d) => path.join(d, 'redis-server'))
    .find((file) => existsSync(file));
  if (!found) throw new Error('redis-server is not installed. On Debian or Ubuntu: apt-get install redis-server');
  return found;
}

/** PostgreSQL refuses to run as root: then it runs as the postgres user, made if missing. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

export interface PostgresServer {
  /** postgres://… of the `postgres` database. */
  url: string;
  /** Stops it abruptly, as a power cut would: no checkpoint, the write-ahead log is replayed at the next start. */
  crash(): Promise<void>;
  /** Ends the postmaster alone (SIGKILL), as the kernel's out-of-memory killer may; its backends notice and end. */
  kill(): Promise<void>;
  /** Stops it as `pg_ctl restart -m fast` does (connections ended, a checkpoint) and starts it again. */
  restart(): Promise<void>;
  /** Starts it again on the same data and port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL cluster with fsync on (as in production), unless told otherwise. */
export async function startPostgres(opts: { fsync?: boolean } = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const user = postgresUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'kf-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'kf', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], {
    ...user,
    stdio: 'pipe',
  });
  const port = await freePort();
  const url = `postgres://kf@127.0.0.1:${port}/postgres`;
  const fsync = opts.fsync === false ? 'off' : 'on';
  let service: Service | undefined;

  const start = async (): Promise<void> => {
    const args = [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `fsync=${fsync}`,
      '-c',
      'max_connections=200',
    ];
    for (let tries = 1; ; tries++) {
      const started = new Service(
        'PostgreSQL',
        spawn(path.join(bin, 'postgres'), args, { ...user, stdio: ['ignore', 'pipe', 'pipe'] }),
      );
      service = started;
      try {
        return await started.until(async () => {
          const client = new pg.Client({ connectionString: url });
          try {
            await client.connect();
            await client.query('select 1');
            return true;
          } finally {
            await client.end().catch(() => undefined);
          }
        });
      } catch (err) {
        // After a killed postmaster its backends hold the shared memory a moment longer: start again once they are gone.
        if (tries === 50 || !/pre-existing shared memory block/.test(started.log)) throw err;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const stop = async () => {
    await service?.signal('SIGINT');
    rmSync(dir, { recursive: true, force: true });
  };
  await start().catch(async (err: Error) => {
    await stop();
    throw err;
  });
  return {
    url,
    // SIGQUIT is PostgreSQL's immediate shutdown.
    crash: () => service!.signal('SIGQUIT'),
    kill: () => service!.signal('SIGKILL'),
    // SIGINT is the fast shutdown.
    restart: async () => {
      await service!.signal('SIGINT');
      await start();
    },
    start,
    stop,
  };
}

export interface RedisServer {
  url: string;
  /** Ends it at once (SIGKILL); `start` brings it back on the same port, empty. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A Redis server that keeps nothing on disk. */
export async function startRedis(): Promise<RedisServer> {
  const bin = redisServerBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'kf-redis-'));
  const port = await freePort();
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'];
  let service: Service | undefined;
  const start = async () => {
    const started = new Service('Redis', spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] }));
    service = started;
    await started.until(async () => started.log.includes('Ready to accept connections'));
  };
  const stop = async () => {
    await service?.signal('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  await start().catch(async (err: Error) => {
    await stop();
    throw err;
  });
  return { url: `redis://127.0.0.1:${port}`, kill: () => service!.signal('SIGKILL'), start, stop };
}

export interface StoreProcess {
  /** http://127.0.0.1:port */
  url: string;
  /** The store's output so far (its log), to explain a failure. */
  readonly log: string;
  /** Whether its process still runs. */
  readonly alive: boolean;
  pid: number;
  /** Ends it at once, as a crash would (SIGKILL). */
  kill(): Promise<void>;
  /** Asks it to close, as a service manager does (SIGTERM). */
  stop(): Promise<void>;
}

/**
 * The store's server (src/server.ts) in a process of its own, as `npm start` runs
 * it after the build, with `env` as its whole configuration (nothing inherited
 * but PATH and HOME; no demo data unless asked); answers once /api/health does.
 * Without a DATA_DIR in `env` it gets a folder of its own, removed when it ends;
 * stores that stand for one shop on several machines, or one store started
 * again, share the caller's.
 */
const TEST_ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

const storeEnv = (env: Record<string, string>): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  HOST: '127.0.0.1',
  WEB_DIST: path.join(apiDir, 'no-web-build'),
  SEED_DEMO: 'false',
  LOG_LEVEL: 'warn',
  // One key for every store of a test, as the instances of one shop share theirs.
  ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
  ...env,
});

export async function startStore(env: Record<string, string>): Promise<StoreProcess> {
  const port = await freePort();
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'kf-store-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: storeEnv({ PORT: String(port), DATA_DIR: dataDir, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service = new Service('The store', child);
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    await service.signal(signal);
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  await service
    .until(async () => (await fetch(`${url}/api/health`)).ok)
    .catch(async (err: Error) => {
      await end('SIGKILL');
      throw err;
    });
  return {
    url,
    pid: child.pid!,
    get log() {
      return service.log;
    },
    get alive() {
      return service.alive;
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}

/**
 * One of the store's programs (`src/<file>`: the server, admin:create ...) run to its end with the
 * store's settings and `env`, as the shop runs it; answers its exit code, output and time taken.
 */
export async function runStoreProgram(
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${file}`, ...args], {
    cwd: apiDir,
    env: storeEnv({ PORT: '0', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Service(file, child).exited;
  return { code, output, ms: Date.now() - started };
}
