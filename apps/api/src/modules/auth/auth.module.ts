import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '#api/config.js';
import type { Db } from '#api/db/client.js';
import { runPeriodically } from '#api/lib/maintenance.js';
import type { Redis } from '#api/lib/redis.js';
import { loadSecretKey, SecretBox } from '#api/lib/secret-box.js';
import type { Mailer } from '../mail/mailer.js';
import type { ReferralsService } from '../referrals/referrals.service.js';
import { AuthService } from './auth.service.js';
import { DeviceCookies } from './devices.js';
import { MfaService } from './mfa.service.js';
import { sealPlainSecrets } from './seal-secrets.js';
import { AuthThrottle } from './throttle.js';
import { KEY_SYNC_MS, TokenSigner } from './tokens.js';

interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Where the log-in throttle counts, so several instances count together: Redis, else PostgreSQL, else this process. */
  redis?: Redis;
  pool?: pg.Pool;
  /** Links a sign-up to its referrer and rewards the chain, in the sign-up's transaction. */
  referrals: ReferralsService;
}

/**
 * The auth services of one app: the key that seals secrets at rest (sealing what a database
 * from before still holds in plain text) and signs device cookies, the signing keys, the log-in throttle, and the
 * hourly maintenance (key reads and rotation, removal of what has ended).
 */
export async function setUpAuth(app: FastifyInstance, { config, db, mailer, redis, pool, referrals }: AuthDeps) {
  const secretKey = loadSecretKey({ encryptionKey: config.ENCRYPTION_KEY, dataDir: config.dataDir });
  if (secretKey.source === 'created') {
    app.log.warn(
      `Made the key that seals secrets at rest: ${path.join(config.dataDir, 'secret.key')}. Keep it with the database; its secrets cannot be opened without it.`,
    );
  }
  const box = new SecretBox(secretKey.key);
  await sealPlainSecrets(db, box);
  const signer = await TokenSigner.load(db, box, {
    maxAgeDays: config.SIGNING_KEY_MAX_AGE_DAYS,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
  });
  const throttle = new AuthThrottle(
    redis ? { kind: 'redis', client: redis } : pool ? { kind: 'postgres', pool } : { kind: 'memory' },
    {
      addressLimit: config.AUTH_RATE_LIMIT,
      pairFreeTries: config.LOGIN_FAILURE_LIMIT,
      accountFreeTries: config.LOGIN_ACCOUNT_LIMIT,
      maxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS,
    },
  );
  const devices = new DeviceCookies(secretKey.key);
  const auth = new AuthService(
    db,
    signer,
    mailer,
    throttle,
    {
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    },
    referrals,
    devices,
  );
  const mfa = new MfaService(db, auth, box, throttle, devices, config.STORE_NAME);
  runPeriodically(app, 'auth maintenance', KEY_SYNC_MS, async () => {
    await signer.sync();
    await auth.prune();
  });
  return { auth, mfa, signer, throttle };
}
