import pg from 'pg';

/** The environment for a process a test starts: this one's, with `set` added and `unset` left out. */
export function childEnv(set: Record<string, string>, unset: string[] = []): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...set };
  for (const name of unset) delete env[name];
  return env;
}

/** Whether the tests run against a PostgreSQL server (scripts/with-postgres.sh). */
export const onPostgres = () => !!process.env.TEST_DATABASE_URL;

/** The PostgreSQL server the tests run against, when they do. */
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL;

/** Runs `work` on a connection to the PostgreSQL server's maintenance database. */
export async function onServer<T>(serverUrl: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** Makes a database on the server, empty or a copy of `template`; answers its URL. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(serverUrl, (c) => c.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database of the server's, whoever is still connected to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}
