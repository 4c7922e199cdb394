import { count, eq } from 'drizzle-orm';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { databaseDir } from './db/paths.js';
import { publicUrl } from './lib/public-url.js';
import { products, users } from './db/schema.js';
import { ensureAdmin, generatePassword } from './modules/auth/admins.js';
import { seedDemo } from './db/seed.js';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: databaseDir(config.dataDir) });

const app = await buildApp({ config, database });

if (config.SEED_DEMO) {
  const [row] = await database.db.select({ n: count() }).from(products);
  if (!row?.n) {
    const started = Date.now();
    const inserted = await seedDemo(database.db, { dataDir: config.dataDir, log: (m: string) => app.log.info(m) });
    app.log.info(`Demo catalogue ready: ${inserted} products in ${Date.now() - started} ms`);
  }
  const [admin] = await database.db.select({ n: count() }).from(users).where(eq(users.role, 'ADMIN'));
  if (!admin?.n) {
    const password = config.DEMO_ADMIN_PASSWORD ?? generatePassword();
    await ensureAdmin(database.db, { email: config.DEMO_ADMIN_EMAIL, phone: config.DEMO_ADMIN_PHONE, password, firstName: 'Demo', lastName: 'Admin' });
    // Printed once, at the first start; it is not stored anywhere in plain text.
    console.log(`\n  Demo admin created. Log in at /admin with\n    email:    ${config.DEMO_ADMIN_EMAIL}\n    password: ${password}\n  This is shown only once.\n`);
  }
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  await app.listen({ port: config.PORT, host: config.HOST });
  const url = publicUrl(config, app.server);
  app.log.info(`${config.STORE_NAME} is open at ${url}`);
  if (!config.PUBLIC_URL) app.log.info(`PUBLIC_URL is not set: links in mails, canonical tags and the sitemap use ${url}`);
} catch (err) {
  app.log.error(err);
  await database.close();
  process.exit(1);
}
