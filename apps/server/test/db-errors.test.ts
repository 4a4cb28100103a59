import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../src/lib/db-errors.ts';
import { registerErrorHandler } from '../src/plugins/errors.ts';

const withCode = (code: string, message = 'database fault') => Object.assign(new Error(message), { code });

describe('telling an unreachable database from a failed query', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P05', 'terminating connection due to idle-session timeout'],
    ['08006', 'connection failure'],
    ['08P01', 'protocol violation'],
    ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ['ECONNRESET', 'read ECONNRESET'],
    ['SQLITE_BUSY', 'database is locked'],
    ['SQLITE_BUSY_SNAPSHOT', 'database is locked'],
    ['SQLITE_IOERR_WRITE', 'disk I/O error'],
  ])('counts %s as unavailable', (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(true);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Client has encountered a connection error and is not queryable',
    'Client was closed and is not queryable',
  ])('counts node-postgres’s “%s” as unavailable', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
  });

  it('looks through causes and the errors of an AggregateError', () => {
    const refused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed');
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "menus" does not exist'],
    ['57014', 'canceling statement due to statement timeout'],
    ['SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed'],
    ['SQLITE_ERROR', 'no such table: menus'],
    ['SQLITE_BUSYNESS', 'no such code'],
  ])('counts %s as a failed query, not an outage', (code, message) => {
    expect(isDatabaseUnavailable(withCode(code, message))).toBe(false);
  });

  it('answers false for anything that is not an error object, and for a cause that loops', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', 57, {}]) expect(isDatabaseUnavailable(value)).toBe(false);
    const looping: Error & { cause?: unknown } = new Error('first');
    looping.cause = new Error('second', { cause: looping });
    expect(isDatabaseUnavailable(looping)).toBe(false);
  });
});

describe('the answer while the database is away', () => {
  const appThrowing = async (error: Error) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/api/cart', async () => {
      throw error;
    });
    await app.ready();
    return app;
  };

  it('is a 503 asking the shopper to try again in a few seconds, with nothing of the fault', async () => {
    const app = await appThrowing(withCode('57P01', 'terminating connection due to administrator command'));
    const res = await app.inject('/api/cart');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ message: 'The shop is briefly unavailable. Please try again.' });
    await app.close();
  });

  it('stays a 500 for a fault of the server itself', async () => {
    const app = await appThrowing(withCode('42P01', 'relation "menus" does not exist'));
    const res = await app.inject('/api/cart');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json()).toEqual({ message: 'Server error. Please try again.' });
    await app.close();
  });
});
