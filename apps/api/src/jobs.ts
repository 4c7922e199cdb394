import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { vacuumWhereDue } from './db/vacuum.js';
import { runPeriodically } from './lib/maintenance.js';
import { describeBackup } from './ops/backup.js';
import { BACKUP_CHECK_MS, backupIfDue } from './ops/schedule.js';
import type { Services } from './services.js';

/** How often unpaid UPI orders past their due time are looked for. */
const UNPAID_CHECK_MS = 5 * 60_000;
/** How often pending online orders are checked against the gateway, and refunds it did not take asked again. */
const GATEWAY_CHECK_MS = 3 * 60_000;
/** How often the outbox is swept for mail due (retries after a failed send). */
const MAIL_SWEEP_MS = 30_000;
/** How often the embedded database's tables are looked at for a vacuum (autovacuum's own naptime). */
const VACUUM_CHECK_MS = 60_000;

/** The work done on a timer while the app is open; each stops when it closes. */
export function startJobs(
  app: FastifyInstance,
  config: Config,
  database: Database,
  { mailer, orders, payments }: Services,
) {
  if (database.kind === 'pglite') {
    runPeriodically(app, 'vacuum', VACUUM_CHECK_MS, async () => {
      const started = Date.now();
      const done = await vacuumWhereDue(database.db);
      if (done.length) app.log.info({ done, ms: Date.now() - started }, 'Vacuumed the embedded database');
    });
  }
  // Each write that makes mail sends it after its commit; this catches the retries, and mail left by a restart.
  runPeriodically(app, 'mail', MAIL_SWEEP_MS, () => mailer.flush());
  if (config.BACKUP_EVERY_HOURS) {
    runPeriodically(app, 'backup', BACKUP_CHECK_MS, async () => {
      const done = await backupIfDue(config, database);
      if (done) app.log.info({ backup: done.name, bytes: done.bytes, ms: done.ms }, describeBackup(done));
    });
  }
  if (config.STORE_UPI_ID) {
    runPeriodically(app, 'cancelling unpaid UPI orders', UNPAID_CHECK_MS, async () => {
      const cancelled = await orders.cancelUnpaid();
      if (cancelled) app.log.info({ cancelled }, 'Unpaid UPI orders cancelled');
    });
  }
  if (config.RAZORPAY_KEY_ID) {
    runPeriodically(app, 'checking online payments', GATEWAY_CHECK_MS, async () => {
      const { checked, cancelled } = await payments.reconcile();
      if (checked) app.log.info({ checked, cancelled }, 'Pending online orders checked');
    });
  }
}
