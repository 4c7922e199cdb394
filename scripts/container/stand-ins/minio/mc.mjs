#!/usr/bin/env node
// What deploy/compose.scale.yaml asks of MinIO's client, for the stand-in server:
//   mc alias set <alias> <url> <access key> <secret key>
//   mc mb [--ignore-existing] <alias>/<bucket>      (a signed CreateBucket, AWS signature version 4)
//   mc ready <alias>                                 (the server answers)
import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';

const { fetch, URL } = globalThis;
const configFile = path.join(os.homedir(), '.mc', 'config.json');
const fail = (message) => {
  process.stderr.write(`mc: ${message}\n`);
  process.exit(1);
};

function aliases() {
  try {
    return JSON.parse(fs.readFileSync(configFile, 'utf8')).aliases;
  } catch {
    return { local: { url: 'http://localhost:9000', accessKey: '', secretKey: '' } };
  }
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const hmac = (key, text) => createHmac('sha256', key).update(text).digest();

/** The Authorization header of a request with an empty body, signed for S3 in us-east-1. */
function signed(method, url, { accessKey, secretKey }, region = 'us-east-1') {
  const { host, pathname } = new URL(url);
  const amzDate = new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const headers = { host, 'x-amz-content-sha256': sha256(''), 'x-amz-date': amzDate };
  const names = Object.keys(headers).sort();
  const canonical = [
    method,
    pathname,
    '',
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    headers['x-amz-content-sha256'],
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = ['aws4_request'].reduce(
    (k, part) => hmac(k, part),
    hmac(hmac(hmac(`AWS4${secretKey}`, day), region), 's3'),
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  delete headers.host; // fetch sets it, to the same value
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

async function main(args) {
  const [command, ...rest] = args;
  if (command === 'alias' && rest[0] === 'set' && rest.length === 5) {
    const [, name, url, accessKey, secretKey] = rest;
    fs.mkdirSync(path.dirname(configFile), { recursive: true });
    fs.writeFileSync(configFile, JSON.stringify({ aliases: { ...aliases(), [name]: { url, accessKey, secretKey } } }));
    process.stdout.write(`Added \`${name}\` successfully.\n`);
  } else if (command === 'mb') {
    const ignoreExisting = rest.includes('--ignore-existing');
    const target = rest.find((a) => !a.startsWith('--'));
    const [name, bucket] = (target ?? '').split('/');
    const alias = aliases()[name];
    if (!alias || !bucket) fail(`mb: unknown alias or no bucket in ${target}`);
    const url = `${alias.url.replace(/\/$/, '')}/${bucket}`;
    const res = await fetch(url, { method: 'PUT', headers: signed('PUT', url, alias) });
    const body = await res.text();
    if (res.ok) process.stdout.write(`Bucket created successfully \`${target}\`.\n`);
    else if (res.status === 409 && ignoreExisting) process.stdout.write(`Bucket \`${target}\` already exists.\n`);
    else fail(`mb ${target}: ${res.status} ${body}`);
  } else if (command === 'ready' && rest.length === 1) {
    const alias = aliases()[rest[0]];
    if (!alias) fail(`ready: unknown alias ${rest[0]}`);
    await fetch(`${alias.url.replace(/\/$/, '')}/`).then(
      () => process.stdout.write(`The cluster '${rest[0]}' is ready\n`),
      (err) => fail(`ready: ${err.message}`),
    );
  } else fail(`only alias set, mb and ready are known here, not: ${args.join(' ')}`);
}

main(process.argv.slice(2)).catch((err) => fail(err.message));
