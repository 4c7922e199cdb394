import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { BackupResult } from './backup.js';

/**
 * How a command reaches the running store on its embedded database (decision 029): a Unix
 * socket in its data folder, which only the folder's owner may open. It is no part of the
 * store's HTTP port, so no proxy, address or token can reach it from the network; who may
 * write to the data folder may do anything with the shop anyway.
 */
export const controlSocket = (dataDir: string) => path.join(dataDir, 'control.sock');

/** Linux's limit on a socket's path (108 bytes with the final NUL). */
const SOCKET_PATH_MAX = 107;

export interface Control {
  close(): Promise<void>;
}

/** Listens on the data folder's socket; the one call is POST /backup. Undefined when the folder's path is too long for a socket. */
export function openControl(
  dataDir: string,
  backup: () => Promise<BackupResult>,
  log: FastifyBaseLogger,
): Control | undefined {
  const socket = controlSocket(dataDir);
  if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) {
    log.warn(
      `npm run backup cannot reach this store: the path ${socket} is longer than a socket's ${SOCKET_PATH_MAX} bytes. Give DATA_DIR a shorter path, or stop the store to back it up.`,
    );
    return undefined;
  }
  // The store holds the data folder: a socket there is one a stopped store left.
  rmSync(socket, { force: true });
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST' || req.url !== '/backup') return answer(404, { message: 'No such call' });
    log.info('Backup asked for by npm run backup');
    backup().then(
      (result) => {
        log.info({ backup: result.name, bytes: result.bytes, ms: result.ms }, 'Backup written');
        answer(200, result);
      },
      (err: Error) => {
        log.error({ err }, 'Backup failed');
        answer(500, { message: err.message });
      },
    );
  });
  server.on('error', (err) =>
    log.warn(`npm run backup cannot reach this store: ${err.message}. Stop the store to back it up.`),
  );
  // Made readable and writable by the owner alone from its creation (the umask holds while it is bound).
  const umask = process.umask(0o177);
  try {
    server.listen(socket);
  } finally {
    process.umask(umask);
  }
  chmodSync(socket, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Asks the store running on `dataDir` for a backup. Undefined when no store listens there
 * (none runs, or it was stopped); the store's own message when the backup failed.
 */
export function askRunningStore(dataDir: string): Promise<BackupResult | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: controlSocket(dataDir), method: 'POST', path: '/backup' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const parsed = JSON.parse(body) as BackupResult & { message?: string };
        if (res.statusCode === 200) resolve(parsed);
        else reject(new Error(parsed.message ?? `The store answered ${res.statusCode}`));
      });
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(undefined);
      else reject(err);
    });
    req.end();
  });
}
