import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Marks a sealed value; neither a base32 TOTP secret nor a JSON key can start with it. */
export const SEALED_PREFIX = 'v1.';

/**
 * Seals secrets kept in the database (token signing keys, TOTP secrets) with AES-256-GCM.
 * Each value is bound to where it lives (`context`, e.g. the row it belongs to), so a
 * sealed value copied into another row does not open there.
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  }

  static isSealed(value: string): boolean {
    return value.startsWith(SEALED_PREFIX);
  }

  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv).setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  open(sealed: string, context: string): string {
    if (!SecretBox.isSealed(sealed)) throw new Error(`${context} is not sealed`);
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
    const decipher = createDecipheriv(ALGORITHM, this.key, raw.subarray(0, IV_BYTES)).setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new Error(
        `${context} does not open with this ENCRYPTION_KEY: is it the key this database was set up with?`,
      );
    }
  }
}

/**
 * The key from ENCRYPTION_KEY; on the embedded database, without one, the key kept in
 * DATA_DIR/secret.key, made on first start and readable by the owner only.
 */
export function loadSecretKey(opts: { encryptionKey?: string; dataDir: string }): {
  key: Buffer;
  source: 'environment' | 'created' | 'file';
} {
  if (opts.encryptionKey) return { key: Buffer.from(opts.encryptionKey, 'base64'), source: 'environment' };
  const file = path.join(opts.dataDir, 'secret.key');
  mkdirSync(opts.dataDir, { recursive: true });
  try {
    // 'wx': never overwrite a key another start made a moment ago.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return { key: readKeyFile(file), source: 'created' };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { key: readKeyFile(file), source: 'file' };
  }
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
  return key;
}
