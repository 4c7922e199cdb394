import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type CryptoKey } from 'jose';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signingKeys } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';

const ALG = 'EdDSA';
const ISSUER = 'kuber-fashion';

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

/**
 * Signs short-lived access tokens with an Ed25519 key kept in the database, so
 * every app instance signs and verifies alike; the public half is the JWKS.
 */
export class TokenSigner {
  private constructor(
    private readonly kid: string,
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    readonly publicJwk: JWK,
  ) {}

  static async load(db: Db): Promise<TokenSigner> {
    let [row] = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
    if (!row) {
      const { privateKey, publicKey } = await generateKeyPair(ALG, { crv: 'Ed25519', extractable: true });
      const kid = randomUUID();
      await db
        .insert(signingKeys)
        .values({ kid, privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) })
        .onConflictDoNothing();
      [row] = await db.select().from(signingKeys).orderBy(desc(signingKeys.createdAt)).limit(1);
    }
    const publicJwk = { ...(row!.publicJwk as JWK), kid: row!.kid, alg: ALG, use: 'sig' };
    return new TokenSigner(
      row!.kid,
      (await importJWK(row!.privateJwk as JWK, ALG)) as CryptoKey,
      (await importJWK(row!.publicJwk as JWK, ALG)) as CryptoKey,
      publicJwk,
    );
  }

  sign(claims: Omit<AccessClaims, 'issuedAt'>, ttlSeconds: number): Promise<string> {
    return new SignJWT({ role: claims.role, aal: claims.aal, fam: claims.familyId })
      .setProtectedHeader({ alg: ALG, kid: this.kid })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.privateKey);
  }

  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, { issuer: ISSUER, algorithms: [ALG] });
      return {
        userId: Number(payload.sub),
        role: payload.role === 'ADMIN' ? 'ADMIN' : 'USER',
        aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
        familyId: String(payload.fam),
        issuedAt: Number(payload.iat),
      };
    } catch (err) {
      const expired = (err as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw new AppError('UNAUTHORISED', expired ? 'Your session has expired. Please log in again.' : 'Invalid JWT signature');
    }
  }
}
