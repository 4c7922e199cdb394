import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { decodeProtectedHeader, type JWK } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@kuber/shared';
import { buildApp } from '#api/app.js';
import { loadConfig } from '#api/config.js';
import { openDatabase } from '#api/db/client.js';
import { mfaFactors, signingKeys } from '#api/db/schema.js';
import { loadSecretKey, SecretBox } from '#api/lib/secret-box.js';
import { ADMIN, bearer, registerShopper } from '#api/test/accounts.js';
import { childEnv } from '#api/test/processes.js';
import { ensureAdmin } from './admins.js';
import { factorSecretContext, signingKeyContext } from './seal-secrets.js';

/**
 * Secrets at rest, across restarts of one store on its embedded database: the signing
 * keys and TOTP secrets are sealed with the key in DATA_DIR/secret.key (or ENCRYPTION_KEY),
 * rows from before are sealed at start, and signing keys rotate.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'kf-secrets-'));
const ACCESS_TTL = 900;

async function start(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    WEB_DIST: '/nonexistent',
    ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL),
    ...env,
  });
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  try {
    const app = await buildApp({ config, database });
    await app.ready();
    return { app, db: database.db, close: async () => (await app.close(), await database.close()) };
  } catch (err) {
    await database.close();
    throw err;
  }
}
type Store = Awaited<ReturnType<typeof start>>;

let store: Store;
let shopper: Session;
let totpSecret: string;
const box = () => new SecretBox(loadSecretKey({ dataDir: dir }).key);
const me = (s: Store, session: Pick<Session, 'access_token'>) =>
  s.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) });
const jwks = async (s: Store) =>
  (await s.app.inject({ method: 'GET', url: '/api/.well-known/jwks.json' })).json().keys as JWK[];

beforeAll(async () => {
  store = await start();
  shopper = (await registerShopper(store.app)).session;
  await ensureAdmin(store.db, ADMIN);
  const admin = (
    await store.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    })
  ).json().data as Session;
  const enrol = await store.app.inject({
    method: 'POST',
    url: '/api/auth/factors',
    payload: { factor_type: 'totp' },
    headers: bearer(admin),
  });
  totpSecret = enrol.json().data.totp.secret;
});
afterAll(async () => {
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('secrets at rest', () => {
  it('makes the key once, readable by its owner only', () => {
    expect(statSync(path.join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('keeps signing keys and TOTP secrets sealed: what the database holds signs nothing', async () => {
    const [key] = await store.db.select().from(signingKeys);
    expect(key!.privateJwk).toMatch(/^v1\./);
    expect(key!.privateJwk).not.toContain('"d"');
    expect(() => JSON.parse(key!.privateJwk)).toThrow();
    const [factor] = await store.db.select().from(mfaFactors);
    expect(factor!.secret).toMatch(/^v1\./);
    expect(factor!.secret).not.toContain(totpSecret);
    // Bound to its row: a sealed value moved to another row does not open there.
    expect(() => box().open(factor!.secret, factorSecretContext('00000000-0000-0000-0000-000000000000'))).toThrow(
      /does not open/,
    );
  });

  it('seals the plain rows of a database from before at the next start, and they still work', async () => {
    // A database from before encryption at rest: the same secrets, in plain text.
    const opened = box();
    for (const key of await store.db.select().from(signingKeys)) {
      await store.db
        .update(signingKeys)
        .set({ privateJwk: opened.open(key.privateJwk, signingKeyContext(key.kid)) })
        .where(eq(signingKeys.kid, key.kid));
    }
    for (const factor of await store.db.select().from(mfaFactors)) {
      await store.db
        .update(mfaFactors)
        .set({ secret: opened.open(factor.secret, factorSecretContext(factor.id)) })
        .where(eq(mfaFactors.id, factor.id));
    }
    expect((await store.db.select().from(mfaFactors))[0]!.secret).toBe(totpSecret);
    await store.close();

    store = await start();
    expect((await store.db.select().from(signingKeys))[0]!.privateJwk).toMatch(/^v1\./);
    const [factor] = await store.db.select().from(mfaFactors);
    expect(factor!.secret).toMatch(/^v1\./);
    expect(box().open(factor!.secret, factorSecretContext(factor!.id))).toBe(totpSecret);
    // Tokens signed before the restart still open, and a new log-in works.
    expect((await me(store, shopper)).statusCode).toBe(200);
    const admin = (
      await store.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
      })
    ).json().data as Session;
    const challenge = (
      await store.app.inject({
        method: 'POST',
        url: `/api/auth/factors/${factor!.id}/challenge`,
        headers: bearer(admin),
      })
    ).json().data;
    const verified = await store.app.inject({
      method: 'POST',
      url: `/api/auth/factors/${factor!.id}/verify`,
      payload: { code: await generate({ secret: totpSecret }), challenge_id: challenge.id },
      headers: bearer(admin),
    });
    expect(verified.statusCode).toBe(200);
  });

  it('will not start with another ENCRYPTION_KEY than the one the secrets were sealed with', async () => {
    await expect(start({ ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') })).rejects.toThrow(
      /does not open with this ENCRYPTION_KEY/,
    );
  });
});

describe('signing key rotation', () => {
  it('makes a new key once the newest is older than SIGNING_KEY_MAX_AGE_DAYS; tokens of the previous key verify until they expire', async () => {
    await store.db.update(signingKeys).set({ createdAt: sql`now() - interval '31 days'` });
    const [old] = await store.db.select().from(signingKeys);
    await store.close();

    store = await start({ SIGNING_KEY_MAX_AGE_DAYS: '30' });
    const keys = await jwks(store);
    expect(keys.map((k) => k.kid)).toHaveLength(2);
    expect(keys[0]!.kid).toBe(old!.kid);
    expect(keys.every((k) => k.d === undefined)).toBe(true);
    expect((await me(store, shopper)).statusCode).toBe(200);
    const fresh = (await registerShopper(store.app)).session;
    expect(decodeProtectedHeader(fresh.access_token).kid).toBe(keys[1]!.kid);
    expect(decodeProtectedHeader(shopper.access_token).kid).toBe(old!.kid);
  });

  it('removes a previous key once no token it signed can still be alive', async () => {
    const [, newest] = await jwks(store);
    // The successor has signed for longer than an access token lives, plus two hourly key reads.
    await store.db
      .update(signingKeys)
      .set({ createdAt: sql`now() - make_interval(secs => ${ACCESS_TTL + 2 * 3600 + 60})` })
      .where(eq(signingKeys.kid, newest!.kid!));
    await store.close();

    store = await start();
    expect((await jwks(store)).map((k) => k.kid)).toEqual([newest!.kid]);
    const res = await me(store, shopper);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid JWT signature');
  });

  it('npm run keys:rotate makes a new signing key at once', async () => {
    const before = (await jwks(store)).map((k) => k.kid);
    await store.close();
    const root = path.resolve(import.meta.dirname, '../../../../..');
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'keys:rotate'], {
      cwd: root,
      env: childEnv({ DATA_DIR: dir, LOG_LEVEL: 'silent' }),
    });
    expect(stdout).toMatch(/New signing key [0-9a-f-]{36} made/);
    store = await start();
    const after = (await jwks(store)).map((k) => k.kid);
    expect(after.slice(0, -1)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    const fresh = (await registerShopper(store.app)).session;
    expect(decodeProtectedHeader(fresh.access_token).kid).toBe(after.at(-1));
  });
});
