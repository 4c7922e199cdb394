import { eq, notLike } from 'drizzle-orm';
import type { Db } from '#api/db/client.js';
import { mfaFactors, signingKeys } from '#api/db/schema.js';
import { SEALED_PREFIX, type SecretBox } from '#api/lib/secret-box.js';

export const factorSecretContext = (factorId: string) => `mfa_factors:${factorId}`;
export const signingKeyContext = (kid: string) => `signing_keys:${kid}`;

/**
 * Seals the secrets a database from before encryption at rest still holds in plain text
 * (signing keys, TOTP secrets). Runs at every start; once all are sealed it finds none.
 */
export async function sealPlainSecrets(db: Db, box: SecretBox): Promise<number> {
  let sealed = 0;
  const plainKeys = await db
    .select({ kid: signingKeys.kid, privateJwk: signingKeys.privateJwk })
    .from(signingKeys)
    .where(notLike(signingKeys.privateJwk, `${SEALED_PREFIX}%`));
  for (const key of plainKeys) {
    await db
      .update(signingKeys)
      .set({ privateJwk: box.seal(key.privateJwk, signingKeyContext(key.kid)) })
      .where(eq(signingKeys.kid, key.kid));
    sealed += 1;
  }
  const plainFactors = await db
    .select({ id: mfaFactors.id, secret: mfaFactors.secret })
    .from(mfaFactors)
    .where(notLike(mfaFactors.secret, `${SEALED_PREFIX}%`));
  for (const factor of plainFactors) {
    await db
      .update(mfaFactors)
      .set({ secret: box.seal(factor.secret, factorSecretContext(factor.id)) })
      .where(eq(mfaFactors.id, factor.id));
    sealed += 1;
  }
  return sealed;
}
