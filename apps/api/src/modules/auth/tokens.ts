import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTHeaderParameters,
} from 'jose';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { signingKeys } from '#api/db/schema.js';
import { AppError } from '#api/lib/errors.js';
import type { SecretBox } from '#api/lib/secret-box.js';
import { signingKeyContext } from './seal-secrets.js';

const ALG = 'EdDSA';
const ISSUER = 'kuber-fashion';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How often each instance re-reads the keys (and rotates when due); see retiredBefore. */
export const KEY_SYNC_MS = 60 * 60 * 1000;
/** An unknown kid is looked up at most this often, so made-up kids cannot hammer the database. */
const UNKNOWN_KID_RELOAD_MS = 5_000;

export interface AccessClaims {
  userId: number;
  role: 'USER' | 'ADMIN';
  aal: 'aal1' | 'aal2';
  familyId: string;
  issuedAt: number;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const newFamilyId = () => randomUUID();

/** Makes a new signing key, which becomes the one that signs once the instances next read the keys. */
export async function createSigningKey(db: Db, box: SecretBox): Promise<string> {
  const { privateKey, publicKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
  const kid = randomUUID();
  await db.insert(signingKeys).values({
    kid,
    privateJwk: box.seal(JSON.stringify(await exportJWK(privateKey)), signingKeyContext(kid)),
    publicJwk: await exportJWK(publicKey),
  });
  return kid;
}

interface Key {
  kid: string;
  createdAt: Date;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

export interface SignerSettings {
  maxAgeDays: number;
  accessTtlSeconds: number;
}

/**
 * Signs short-lived access tokens with Ed25519 keys kept (sealed) in the database, so every
 * app instance signs and verifies alike. The newest key signs; older keys still verify the
 * tokens they signed until those expire (the token's kid says which), and are then removed.
 * The public halves are the JWKS.
 */
export class TokenSigner {
  private keys = new Map<string, Key>();
  private signing!: { kid: string; privateKey: CryptoKey };
  private loadedAt = 0;

  private constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly settings: SignerSettings,
  ) {}

  static async load(db: Db, box: SecretBox, settings: SignerSettings): Promise<TokenSigner> {
    const signer = new TokenSigner(db, box, settings);
    await signer.sync();
    return signer;
  }

  /** Makes a new key when the newest is past its age, removes keys no live token can carry, and reads the rest. */
  async sync(): Promise<void> {
    const rows = await this.db
      .select({ kid: signingKeys.kid, createdAt: signingKeys.createdAt })
      .from(signingKeys)
      .orderBy(asc(signingKeys.createdAt));
    const newest = rows.at(-1);
    if (!newest || Date.now() - newest.createdAt.getTime() > this.settings.maxAgeDays * 86_400_000)
      await createSigningKey(this.db, this.box);
    const retired = rows.filter((row, i) => {
      const successor = rows[i + 1];
      return successor && successor.createdAt.getTime() < this.retiredBefore();
    });
    if (retired.length)
      await this.db.delete(signingKeys).where(
        inArray(
          signingKeys.kid,
          retired.map((r) => r.kid),
        ),
      );
    await this.load();
  }

  /**
   * A key may go once its successor is older than an access token's life plus two key
   * reads: by then every instance has signed with the successor for longer than any
   * token the old key signed can live.
   */
  private retiredBefore(): number {
    return Date.now() - this.settings.accessTtlSeconds * 1000 - 2 * KEY_SYNC_MS;
  }

  private async load(): Promise<void> {
    const rows = await this.db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt));
    const keys = new Map<string, Key>();
    for (const row of rows) {
      keys.set(row.kid, {
        kid: row.kid,
        createdAt: row.createdAt,
        publicKey: (await importJWK(row.publicJwk as JWK, ALG)) as CryptoKey,
        publicJwk: { ...(row.publicJwk as JWK), kid: row.kid, alg: ALG, use: 'sig' },
      });
    }
    const newest = rows.at(-1)!;
    const privateJwk = JSON.parse(this.box.open(newest.privateJwk, signingKeyContext(newest.kid))) as JWK;
    this.signing = { kid: newest.kid, privateKey: (await importJWK(privateJwk, ALG)) as CryptoKey };
    this.keys = keys;
    this.loadedAt = Date.now();
  }

  /** The public keys, newest last: the one that signs and those whose tokens may still be alive. */
  get publicJwks(): JWK[] {
    return [...this.keys.values()].map((k) => k.publicJwk);
  }

  sign(claims: Omit<AccessClaims, 'issuedAt'>, ttlSeconds: number): Promise<string> {
    return new SignJWT({ role: claims.role, aal: claims.aal, fam: claims.familyId })
      .setProtectedHeader({ alg: ALG, kid: this.signing.kid })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.signing.privateKey);
  }

  private async keyFor(header: JWTHeaderParameters): Promise<CryptoKey> {
    const kid = header.kid ?? '';
    // Another instance (or the keys:rotate command) may have made a key this one has not read yet.
    if (!this.keys.has(kid) && Date.now() - this.loadedAt > UNKNOWN_KID_RELOAD_MS) await this.load();
    const key = this.keys.get(kid);
    if (!key) throw new AppError('UNAUTHORISED', 'Invalid JWT signature');
    return key.publicKey;
  }

  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, (header) => this.keyFor(header), {
        issuer: ISSUER,
        algorithms: [ALG],
      });
      if (typeof payload.fam !== 'string' || !UUID.test(payload.fam) || !/^\d+$/.test(payload.sub ?? ''))
        throw new AppError('UNAUTHORISED', 'Invalid JWT signature');
      return {
        userId: Number(payload.sub),
        role: payload.role === 'ADMIN' ? 'ADMIN' : 'USER',
        aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
        familyId: payload.fam,
        issuedAt: Number(payload.iat),
      };
    } catch (err) {
      if (err instanceof AppError) throw err;
      const expired = (err as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new AppError(
        'UNAUTHORISED',
        expired ? 'Your session has expired. Please log in again.' : 'Invalid JWT signature',
      );
    }
  }
}
