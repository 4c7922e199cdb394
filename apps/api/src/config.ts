import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { INDIAN_STATES, REVIEW_MODERATIONS, TAX_MODES, UPI_ID_PATTERN } from '@kuber/shared';

/** proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

/**
 * Which proxies may tell the client's address and protocol (X-Forwarded-For, -Proto, -Host),
 * as Fastify's trustProxy takes it: off, their addresses and ranges, or true for any sender
 * (only where nothing but the proxy can reach the store). Fastify no longer honours a bare
 * hop count, which cannot tell a proxy from a client.
 */
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | string[] => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const wrong = entries.filter((e) => !isProxyAddress(e));
    if (wrong.length)
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY must be false, true or the proxies' addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8); not ${wrong.join(', ')}`,
      });
    return entries;
  });

/** An amount of rupees with at most two decimals (money is kept in whole paise). */
const rupees = (name: string, min: number) =>
  z.coerce
    .number()
    .min(min, `${name} must be at least ${min}`)
    .max(1_000_000, `${name} must be at most 1000000`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${name} must be rupees with at most two decimals`);

/** 32 random bytes, base64: the key that seals secrets at rest (signing keys, TOTP secrets). */
const encryptionKey = z
  .string()
  .trim()
  .refine(
    (v) => Buffer.from(v, 'base64').length === 32,
    'ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
  )
  .optional();

const schema = z
  .object({
    /** production unless a development or test run says otherwise: the development helpers (/api/dev) exist only outside production. */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO: z.stringbool().default(true),
    WEB_DIST: z.string().optional(),
    /** The bearer token Prometheus sends to read GET /metrics; without it the metrics are off (404). */
    METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters (openssl rand -hex 16)').optional(),
    /**
     * How long a closing instance goes on answering (its readiness 503) before it stops taking
     * requests: behind a load balancer, its health check's interval times its failures to take it out.
     */
    DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
    STORE_NAME: z.string().default('Kuber Fashion'),
    STORE_WHATSAPP: z
      .string()
      .regex(/^\d{10,15}$/, 'STORE_WHATSAPP must be digits with country code')
      .default('919876543210'),
    STORE_DELIVER_TO_PIN: z
      .string()
      .regex(/^\d{6}$/)
      .default('495001'),
    STORE_SUPPORT_EMAIL: z.string().email().default('support@kuberfashion.in'),
    STORE_SUPPORT_PHONE: z.string().default('+91 98765 43210'),
    STORE_LEGAL_NAME: z.string().min(1).default('Kuber Fashion'),
    STORE_ADDRESS: z.string().min(1).default('Link Road, Bilaspur, Chhattisgarh 495001, India'),
    STORE_GRIEVANCE_OFFICER: z.string().min(1).default('Mr. Anil Kumar Sahu'),
    /** The store's GST number, printed on its invoices when set. */
    STORE_GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
        'STORE_GSTIN must be a 15-character GSTIN, like 22AAAAA0000A1Z5',
      )
      .optional(),
    /** Where the shop's owners hear of each new order; STORE_SUPPORT_EMAIL when not set. */
    STORE_ORDERS_EMAIL: z.string().email().optional(),
    /** A size or colour with this many or fewer left shows on the dashboard as low on stock. */
    LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(100_000).default(5),
    /** How long public catalogue answers are kept in memory; 0 keeps none (the default under NODE_ENV=test). */
    CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
    /** The most the kept answers and pages may hold together, in MB (body and compressed forms): a quarter for pages. */
    CACHE_MB: z.coerce.number().int().min(1).max(1024).default(32),
    /** `added`: TAX_RATE_PERCENT is added to the subtotal; `gst`: prices include GST, worked out per line on the invoice. */
    TAX_MODE: z.enum(TAX_MODES, { error: 'TAX_MODE must be added or gst' }).default('added'),
    /** The rate added to the subtotal in `added` mode. */
    TAX_RATE_PERCENT: z.coerce.number().min(0).max(50).default(8),
    /** The state the shop is registered in: deliveries there pay CGST and SGST, elsewhere IGST. */
    STORE_STATE: z
      .enum(INDIAN_STATES, { error: 'STORE_STATE must be a state or union territory of India, as in Chhattisgarh' })
      .default('Chhattisgarh'),
    /** What a referral coupon takes off an order, in rupees (paise at most). */
    COUPON_VALUE: rupees('COUPON_VALUE', 0.01).default(100),
    /** The subtotal an order needs before a coupon can be spent on it, in rupees. */
    COUPON_MIN_ORDER: rupees('COUPON_MIN_ORDER', 0).default(999),
    /** How long an earned coupon can be spent; 0: it never expires. */
    COUPON_VALID_DAYS: z.coerce
      .number()
      .int('COUPON_VALID_DAYS must be a whole number of days')
      .min(0)
      .max(3650)
      .default(90),
    /**
     * When a referral's coupons are earned: at the referred shopper's sign-up (the original store's rule), or
     * only once their first order is delivered (pending until then; a cancelled or returned order earns none).
     */
    REFERRAL_REWARD_ON: z
      .enum(['signup', 'delivery'], { error: 'REFERRAL_REWARD_ON must be signup or delivery' })
      .default('signup'),
    /** Whether one order may take a referral coupon and a discount code together; off: one or the other. */
    DISCOUNT_CODE_WITH_COUPON: z.stringbool().default(false),
    /** The shop's UPI ID (name@bank) that shoppers pay to; without it and STORE_UPI_NAME, UPI is not offered. */
    STORE_UPI_ID: z
      .string()
      .trim()
      .regex(UPI_ID_PATTERN, 'STORE_UPI_ID must be a UPI ID such as kuberfashion@okicici')
      .optional(),
    /** The payee name a shopper's UPI app shows before they pay. */
    STORE_UPI_NAME: z.string().trim().min(1).max(50).optional(),
    /** How long a UPI order waits for its payment before it is cancelled, its stock and coupon given back. */
    UPI_PAYMENT_WINDOW_HOURS: z.coerce
      .number()
      .int('UPI_PAYMENT_WINDOW_HOURS must be a whole number of hours')
      .min(1)
      .max(24 * 14)
      .default(24),
    /** Razorpay's key id, key secret and webhook secret: all three set, checkout offers Pay online; none, it does not. */
    RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
    /** Razorpay's API address; a stand-in's in development and tests. */
    RAZORPAY_API_URL: z
      .string()
      .url()
      .refine((u) => /^https?:$/.test(new URL(u).protocol), 'RAZORPAY_API_URL must be an http or https address')
      .transform((u) => u.replace(/\/+$/, ''))
      .default('https://api.razorpay.com'),
    /** How long an online order waits for its payment before it is cancelled, its stock and coupon given back. */
    ONLINE_PAYMENT_WINDOW_HOURS: z.coerce
      .number()
      .int('ONLINE_PAYMENT_WINDOW_HOURS must be a whole number of hours')
      .min(1)
      .max(24 * 14)
      .default(2),
    /** Working days from an order to its delivery where no delivery zone says otherwise: the fastest and the slowest. */
    DELIVERY_DAYS_MIN: z.coerce
      .number()
      .int('DELIVERY_DAYS_MIN must be a whole number of days')
      .min(0)
      .max(60)
      .default(3),
    DELIVERY_DAYS_MAX: z.coerce
      .number()
      .int('DELIVERY_DAYS_MAX must be a whole number of days')
      .min(0)
      .max(60)
      .default(7),
    /** Days after delivery within which a shopper may return or exchange what they bought. */
    RETURN_WINDOW_DAYS: z.coerce
      .number()
      .int('RETURN_WINDOW_DAYS must be a whole number of days')
      .min(0)
      .max(365)
      .default(30),
    /** Whether a new or edited review waits for the shop to publish it (after-check) or is published at once. */
    REVIEWS_MODERATION: z
      .enum(REVIEW_MODERATIONS, { error: 'REVIEWS_MODERATION must be after-check or at-once' })
      .default('after-check'),
    /** The largest order total that may be paid by cash on delivery, in rupees; 0: no limit. */
    COD_MAX_ORDER: rupees('COD_MAX_ORDER', 0).default(0),
    /** What cash on delivery adds to an order's total, in rupees. */
    COD_FEE: rupees('COD_FEE', 0).default(0),
    /** PIN codes, or their first digits, where cash on delivery is not offered (comma-separated: 110001,4000). */
    COD_BLOCKED_PINS: z
      .string()
      .trim()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean),
      )
      .refine(
        (pins) => pins.every((p) => /^[1-9]\d{0,5}$/.test(p)),
        'COD_BLOCKED_PINS must be PIN codes or their first digits, separated by commas (110001,4000)',
      ),
    /** The store's own address in mails, canonical links and the sitemap; without it, the address the server listens on. */
    PUBLIC_URL: z
      .string()
      .url()
      .refine((u) => /^https?:$/.test(new URL(u).protocol), 'PUBLIC_URL must be an http or https address')
      .transform((u) => u.replace(/\/+$/, ''))
      .optional(),
    TRUST_PROXY: trustProxy,
    ENCRYPTION_KEY: encryptionKey,
    /** A new token signing key is made when the newest is older than this. */
    SIGNING_KEY_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** redis://host:port; shared rate limits and cache invalidation across several instances. */
    REDIS_URL: z.string().url().optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Requests per minute per client address, across every auth route and order tracking (a refresh counts a tenth). */
    AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    /** Failed log-ins for one account from one address before each further try must wait (1 s, 2 s, 4 s ...). */
    LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
    /** Failed log-ins for one account from all addresses together, per hour, before tries are spaced out the same way. */
    LOGIN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(100),
    /** The longest wait between tries once the failures above are reached. */
    LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** smtp://user:pass@host:port; without it mail is kept in the outbox table and written to the log. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Kuber Fashion <no-reply@kuberfashion.in>'),
    DEMO_ADMIN_EMAIL: z.string().email().default('admin@kuberfashion.com'),
    DEMO_ADMIN_PHONE: z
      .string()
      .regex(/^\d{10}$/)
      .default('1234567890'),
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
    /** Where `npm run backup` and the scheduled backups write their files; DATA_DIR/backups when not set. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** Write backups to this S3-compatible bucket (with the S3_ settings above) instead of BACKUP_DIR. */
    BACKUP_S3_BUCKET: z.string().min(3).optional(),
    /** How many backups are kept: the oldest beyond this are removed after each new one. */
    BACKUP_KEEP: z.coerce.number().int('BACKUP_KEEP must be a whole number of backups').min(1).max(1000).default(7),
    /** The store backs itself up this often (one instance of several); 0: only `npm run backup`. */
    BACKUP_EVERY_HOURS: z.coerce
      .number()
      .int('BACKUP_EVERY_HOURS must be a whole number of hours')
      .min(0)
      .max(24 * 31)
      .default(0),
  })
  .superRefine((c, ctx) => {
    // Every instance on one database must open the same sealed secrets, so none may make its own key.
    if (c.DATABASE_URL && !c.ENCRYPTION_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ENCRYPTION_KEY'],
        message: 'ENCRYPTION_KEY is required with DATABASE_URL (the same on every instance; openssl rand -base64 32)',
      });
    }
    if (c.TAX_MODE === 'gst' && !c.STORE_GSTIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORE_GSTIN'],
        message: 'STORE_GSTIN is required with TAX_MODE=gst: a tax invoice carries the seller’s GSTIN',
      });
    }
    if (c.DELIVERY_DAYS_MAX < c.DELIVERY_DAYS_MIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['DELIVERY_DAYS_MAX'],
        message: 'DELIVERY_DAYS_MAX must not be less than DELIVERY_DAYS_MIN',
      });
    }
    // Never a made-up payee: a wrong UPI ID would send a shopper's money to a stranger.
    if (!c.STORE_UPI_ID !== !c.STORE_UPI_NAME) {
      ctx.addIssue({
        code: 'custom',
        path: ['STORE_UPI_NAME'],
        message: 'STORE_UPI_ID and STORE_UPI_NAME go together: set both to offer UPI, or neither',
      });
    }
    // Half a gateway's keys would take payments it cannot confirm (no webhook secret) or could not refund.
    const razorpayKeys = [c.RAZORPAY_KEY_ID, c.RAZORPAY_KEY_SECRET, c.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
    if (razorpayKeys !== 0 && razorpayKeys !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_WEBHOOK_SECRET'],
        message:
          'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together: set all three to offer online payment, or none',
      });
    }
    // The pictures' bucket may be readable by anyone; a backup holds the key that opens the shop's secrets.
    if (c.BACKUP_S3_BUCKET && c.BACKUP_S3_BUCKET === c.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['BACKUP_S3_BUCKET'],
        message:
          "BACKUP_S3_BUCKET must be a bucket of its own, not the pictures' S3_BUCKET (a backup holds the shop's secrets)",
      });
    }
    if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both or neither',
      });
    }
  });

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  webDist: string;
  cacheSeconds: number;
  /** Where backups go when no BACKUP_S3_BUCKET is set. */
  backupDir: string;
};

/** The project's root folder, where .env is looked for and the web app's build lives. */
const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Adds the settings of an env file to the environment when the file exists, read as Node reads
 * one (process.loadEnvFile); a variable set in the real environment keeps its value. Tests never
 * read one: they set what they need.
 */
export function readEnvFile(file: string, env: NodeJS.ProcessEnv = process.env) {
  if (env.NODE_ENV === 'test' || !existsSync(file)) return;
  for (const [name, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) env[name] ??= value;
}

/** Reads the environment once (with the project's .env, if any); the only place that touches process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  if (env === process.env) readEnvFile(path.join(root, '.env'));
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  // npm runs workspace scripts inside the workspace; relative paths mean where the command was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  return {
    ...c,
    dataDir: path.resolve(cwd, c.DATA_DIR),
    backupDir: c.BACKUP_DIR ? path.resolve(cwd, c.BACKUP_DIR) : path.join(path.resolve(cwd, c.DATA_DIR), 'backups'),
    webDist: c.WEB_DIST ? path.resolve(cwd, c.WEB_DIST) : path.join(root, 'apps/web/dist'),
    cacheSeconds: c.CACHE_SECONDS ?? (c.NODE_ENV === 'test' ? 0 : 10),
    ...overrides,
  };
}

/** A path given to a command (a backup's file), from where the command was typed. */
export function commandPath(file: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), file);
}

/**
 * The settings for moving the embedded database to PostgreSQL: DATABASE_URL names the empty
 * database to fill, and without ENCRYPTION_KEY the key is the data folder's secret.key, the one
 * the embedded store sealed its secrets with (`keyFile` then says where it is).
 */
export function loadMoveConfig(env: NodeJS.ProcessEnv = process.env): { config: Config; keyFile?: string } {
  if (env === process.env) readEnvFile(path.join(root, '.env'));
  const keyFile = path.join(commandPath(env.DATA_DIR ?? './data', env), 'secret.key');
  const fromFile = !env.ENCRYPTION_KEY && existsSync(keyFile);
  const config = loadConfig({
    ...env,
    ENCRYPTION_KEY: env.ENCRYPTION_KEY ?? (fromFile ? readFileSync(keyFile, 'utf8').trim() : undefined),
  });
  return { config, keyFile: fromFile ? keyFile : undefined };
}
