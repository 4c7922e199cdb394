#!/usr/bin/env node
/* global process, console */
// `npm audit --omit=dev --audit-level=high` for CI: fails on a high or critical
// advisory in what the store ships, naming each package and what fixes it.
// When the registry gives no advisories at all (offline, or a registry without
// the audit service) it says so plainly and does not fail: nothing was checked.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const why = report?.error?.summary || report?.message || run.stderr.trim().split('\n').at(-1) || 'no answer';
  // The registry answered without the audit service, or could not be reached.
  const unreachable =
    typeof report?.statusCode === 'number' ||
    /^E(NOTFOUND|AI_AGAIN|CONNREFUSED|CONNRESET|TIMEDOUT|NETUNREACH)$/.test(report?.error?.code ?? '');
  if (!unreachable) {
    console.error(`npm audit failed: ${why}`);
    process.exit(1);
  }
  console.warn(`npm audit: NOT CHECKED, the registry gave no advisories (${why}).`);
  process.exit(0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter(
  (v) => v.severity === 'high' || v.severity === 'critical',
);
if (serious.length === 0) {
  console.log(`npm audit: no high or critical advisory (${counts.total} lower).`);
  process.exit(0);
}
console.error(`npm audit: ${serious.length} package(s) with a high or critical advisory:`);
for (const v of serious) {
  const fix =
    v.fixAvailable === true
      ? 'npm audit fix'
      : v.fixAvailable
        ? `${v.fixAvailable.name}@${v.fixAvailable.version}`
        : 'no fix yet';
  const titles = v.via.filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
  console.error(
    `  ${v.severity.padEnd(8)} ${v.name} ${v.range}: ${titles.join('; ') || `through ${v.via.join(', ')}`}; fix: ${fix}`,
  );
}
process.exit(1);
