import { describe, expect, it } from 'vitest';
import { outageOf, rootCause } from './outage.js';

/** The ORM's wrapper around a driver's error, as a failed query reaches the error handler. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: insert into orders …'), { cause });

describe('outages', () => {
  it('tells an unreachable database by the operating system, PostgreSQL and node-postgres', () => {
    for (const cause of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(outageOf(wrapped(cause)), cause.message).toBe('unreachable');
    }
  });

  it('tells a full disk by PostgreSQL (PGlite too) and the file system', () => {
    expect(
      outageOf(
        wrapped(
          Object.assign(new Error('could not extend file "base/5/17071": No space left on device'), { code: '53100' }),
        ),
      ),
    ).toBe('disk full');
    expect(outageOf(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))).toBe(
      'disk full',
    );
  });

  it('leaves every other failure alone', () => {
    expect(outageOf(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBeUndefined();
    expect(outageOf(new Error('Cannot read properties of undefined'))).toBeUndefined();
    expect(outageOf(Object.assign(new Error('no such file'), { code: 'ENOENT' }))).toBeUndefined();
  });

  it("names the driver's own words under the wrapper", () => {
    expect(rootCause(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      'Connection terminated unexpectedly',
    );
  });
});
