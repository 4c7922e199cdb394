import path from 'node:path';
import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.stringbool().default(true),
  WEB_DIST: z.string().optional(),
  STORE_NAME: z.string().default('Kuber Fashion'),
  STORE_WHATSAPP: z.string().regex(/^\d{10,15}$/, 'STORE_WHATSAPP must be digits with country code').default('919876543210'),
  STORE_DELIVER_TO_PIN: z.string().regex(/^\d{6}$/).default('495001'),
  STORE_SUPPORT_EMAIL: z.string().email().default('support@kuberfashion.in'),
  STORE_SUPPORT_PHONE: z.string().default('+91 98765 43210'),
  STORE_LEGAL_NAME: z.string().min(1).default('Kuber Fashion'),
  STORE_ADDRESS: z.string().min(1).default('Link Road, Bilaspur, Chhattisgarh 495001, India'),
  STORE_GRIEVANCE_OFFICER: z.string().min(1).default('Mr. Anil Kumar Sahu'),
  /** How long public catalogue answers are kept in memory; 0 keeps none (the default under NODE_ENV=test). */
  CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  TAX_RATE_PERCENT: z.coerce.number().min(0).max(50).default(8),
  PUBLIC_URL: z.string().url().optional(),
  /** redis://host:port; shared rate limits and cache invalidation across several instances. */
  REDIS_URL: z.string().url().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Requests per minute per client address on log-in, sign-up and recovery. */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Failed log-ins per account before it is paused for 15 minutes. */
  LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  /** smtp://user:pass@host:port; without it mail goes to the log and the outbox table. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Kuber Fashion <no-reply@kuberfashion.in>'),
  DEMO_ADMIN_EMAIL: z.string().email().default('admin@kuberfashion.com'),
  DEMO_ADMIN_PHONE: z.string().regex(/^\d{10}$/).default('1234567890'),
  /** The demo admin's password; generated and printed once when not given. */
  DEMO_ADMIN_PASSWORD: z.string().optional(),
  /** The largest picture an admin may upload, in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
  /** Keep uploaded pictures in this S3-compatible bucket instead of DATA_DIR/uploads. */
  S3_BUCKET: z.string().min(3).optional(),
  /** The storage service's address (MinIO, Cloudflare R2, DigitalOcean Spaces…); AWS itself needs none. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Without keys the SDK's own chain is used (environment, instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted services want. */
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
}).refine((c) => !c.S3_ACCESS_KEY_ID === !c.S3_SECRET_ACCESS_KEY, {
  message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
  path: ['S3_SECRET_ACCESS_KEY'],
});

export type Config = z.infer<typeof schema> & { dataDir: string; webDist: string; cacheSeconds: number };

/** Reads the environment once; the only place that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  const root = path.resolve(import.meta.dirname, '../../..');
  // npm runs workspace scripts inside the workspace; relative paths mean where the command was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  return {
    ...c,
    dataDir: path.resolve(cwd, c.DATA_DIR),
    webDist: c.WEB_DIST ? path.resolve(cwd, c.WEB_DIST) : path.join(root, 'apps/web/dist'),
    cacheSeconds: c.CACHE_SECONDS ?? (c.NODE_ENV === 'test' ? 0 : 10),
    ...overrides,
  };
}
