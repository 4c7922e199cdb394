import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, readEnvFile } from './config.js';

const KEY = Buffer.alloc(32, 1).toString('base64');

describe('configuration', () => {
  it('starts in production unless told otherwise', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('trusts no proxy by default; TRUST_PROXY names the proxies as Fastify takes them', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: '2' })).toThrow(
      /TRUST_PROXY must be false, true or the proxies' addresses\/CIDRs .*not 2/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/TRUST_PROXY/);
  });

  it('adds tax by default, and charges GST only with the shop’s GSTIN and a state of India', () => {
    expect(loadConfig({})).toMatchObject({ TAX_MODE: 'added', TAX_RATE_PERCENT: 8, STORE_STATE: 'Chhattisgarh' });
    expect(() => loadConfig({ TAX_MODE: 'gst' })).toThrow(/STORE_GSTIN is required with TAX_MODE=gst/);
    expect(loadConfig({ TAX_MODE: 'gst', STORE_GSTIN: '22aaaaa0000a1z5', STORE_STATE: 'Karnataka' })).toMatchObject({
      TAX_MODE: 'gst',
      STORE_GSTIN: '22AAAAA0000A1Z5',
      STORE_STATE: 'Karnataka',
    });
    expect(() => loadConfig({ TAX_MODE: 'vat' })).toThrow(/TAX_MODE must be added or gst/);
    expect(() => loadConfig({ STORE_STATE: 'Bengal' })).toThrow(/STORE_STATE must be a state or union territory/);
  });

  it('needs the same ENCRYPTION_KEY on every instance of a shared database', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://kf@127.0.0.1:5432/kf' })).toThrow(
      /ENCRYPTION_KEY is required with DATABASE_URL/,
    );
    expect(loadConfig({ DATABASE_URL: 'postgres://kf@127.0.0.1:5432/kf', ENCRYPTION_KEY: KEY }).ENCRYPTION_KEY).toBe(
      KEY,
    );
    expect(() => loadConfig({ ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/ENCRYPTION_KEY must be 32 bytes in base64/);
  });

  it('takes PUBLIC_URL as the store address, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://kuberfashion.in/' }).PUBLIC_URL).toBe('https://kuberfashion.in');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  describe('the .env file', () => {
    const withEnvFile = (text: string, check: (file: string) => void) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'kf-env-'));
      const file = path.join(dir, '.env');
      writeFileSync(file, text);
      try {
        check(file);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };

    it('adds its settings to the environment, where the real environment keeps its own', () => {
      withEnvFile('STORE_NAME="Kuber Fashion Pune"\nLOG_LEVEL=debug\n# a comment\n', (file) => {
        const env: NodeJS.ProcessEnv = { LOG_LEVEL: 'warn' };
        readEnvFile(file, env);
        expect(env).toEqual({ STORE_NAME: 'Kuber Fashion Pune', LOG_LEVEL: 'warn' });
        expect(loadConfig(env).STORE_NAME).toBe('Kuber Fashion Pune');
      });
    });

    it('is never read by the tests, and a missing one is no error', () => {
      withEnvFile('STORE_NAME=Elsewhere\n', (file) => {
        const env: NodeJS.ProcessEnv = { NODE_ENV: 'test' };
        readEnvFile(file, env);
        expect(env).toEqual({ NODE_ENV: 'test' });
        const none: NodeJS.ProcessEnv = {};
        readEnvFile(path.join(path.dirname(file), 'missing.env'), none);
        expect(none).toEqual({});
      });
    });
  });
});
