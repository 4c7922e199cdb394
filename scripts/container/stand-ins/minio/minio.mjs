#!/usr/bin/env node
// `minio server <folder>` in MinIO's place: s3rver on port 9000, its buckets in <folder>, with
// MINIO_ROOT_USER as the only access key (s3rver's own removed). Unlike MinIO, s3rver does not check
// version 4 signatures (so not the secret key) nor refuse unsigned requests: a stand-in for trials
// on a private network, never for a shop.
import process from 'node:process';
import S3rver from 's3rver';
import account from 's3rver/lib/models/account.js';

const { DUMMY_ACCOUNT } = account;

const [command, directory = '/data'] = process.argv.slice(2);
if (command !== 'server') {
  process.stderr.write('minio (s3rver): only `minio server <folder>` is known here\n');
  process.exit(2);
}
DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
DUMMY_ACCOUNT.createKeyPair(
  process.env.MINIO_ROOT_USER ?? 'minioadmin',
  process.env.MINIO_ROOT_PASSWORD ?? 'minioadmin',
);

// Buckets by path only (S3_FORCE_PATH_STYLE), as MinIO without MINIO_DOMAIN: the host minio is no bucket.
const server = new S3rver({ address: '0.0.0.0', port: 9000, directory, silent: true, vhostBuckets: false });
server.run().then(
  ({ port }) => process.stdout.write(`minio (s3rver): S3 on port ${port}, buckets in ${directory}\n`),
  (err) => {
    process.stderr.write(`minio (s3rver): ${err.message}\n`);
    process.exit(1);
  },
);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close().then(() => process.exit(0)));
