/**
 * npm run admin:create -- --email owner@shop.in --phone 9876543210 [--password ...] [--first Name --last Name]
 * Makes an admin in a real deployment; without --password one is generated and printed.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '#api/config.js';
import { openProgramDatabase } from '#api/db/program-database.js';
import { ensureAdmin, generatePassword } from './admins.js';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    phone: { type: 'string' },
    password: { type: 'string' },
    first: { type: 'string', default: 'Store' },
    last: { type: 'string', default: 'Admin' },
  },
});
if (!values.email || !values.phone || !/^\d{10}$/.test(values.phone)) {
  console.error(
    'Usage: npm run admin:create -- --email owner@shop.in --phone 9876543210 [--password Secret@123] [--first Name] [--last Name]',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openProgramDatabase(config, 'admin:create');
try {
  const password = values.password ?? generatePassword();
  const { created } = await ensureAdmin(database.db, {
    email: values.email,
    phone: values.phone,
    password,
    firstName: values.first,
    lastName: values.last,
  });
  console.log(
    created
      ? `Admin ${values.email} created.${values.password ? '' : ` Password: ${password}`}`
      : `${values.email} is already an admin; nothing changed.`,
  );
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
