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
