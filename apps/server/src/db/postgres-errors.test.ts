import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isConnectionFailure, isUniqueViolation } from './postgres-errors.ts';

/** An error as node-postgres or Node's sockets make them: a message and a few fields. */
const failure = (message: string, fields: Record<string, string> = {}) =>
  Object.assign(new Error(message), fields);

const lostConnections: [string, unknown][] = [
  ['the socket ended', failure('Connection terminated unexpectedly')],
  ['the pool gave up connecting', failure('timeout exceeded when trying to connect')],
  [
    'a transaction’s next statement',
    failure('Client has encountered a connection error and is not queryable'),
  ],
  ['a reset socket', failure('read ECONNRESET', { code: 'ECONNRESET', syscall: 'read' })],
  ['a write to a closed socket', failure('write EPIPE', { code: 'EPIPE', syscall: 'write' })],
  ['a refused connect', failure('connect ECONNREFUSED', { code: 'ECONNREFUSED' })],
  ['a missing Unix socket', failure('connect ENOENT', { code: 'ENOENT', syscall: 'connect' })],
  ['connection_failure (class 08)', failure('could not connect', { code: '08006' })],
  [
    'admin_shutdown',
    failure('terminating connection due to administrator command', { code: '57P01' }),
  ],
  ['crash_shutdown', failure('terminating connection because of crash', { code: '57P02' })],
  ['cannot_connect_now', failure('the database system is starting up', { code: '57P03' })],
  ['too_many_connections', failure('sorry, too many clients already', { code: '53300' })],
  [
    'wrapped by Drizzle',
    new DrizzleQueryError('rollback', [], failure('Connection terminated unexpectedly')),
  ],
  [
    'a connect that tried two addresses',
    new AggregateError([failure('connect ECONNREFUSED ::1', { code: 'ECONNREFUSED' })]),
  ],
];

const otherFailures: [string, unknown][] = [
  ['a unique violation', failure('duplicate key', { code: '23505' })],
  ['a syntax error', failure('syntax error at or near "SELEC"', { code: '42601' })],
  ['a query_canceled', failure('canceling statement due to statement timeout', { code: '57014' })],
  ['a missing file', failure('ENOENT: no such file', { code: 'ENOENT', syscall: 'open' })],
  [
    'a wrapped unique violation',
    new DrizzleQueryError('insert', [], failure('dup', { code: '23505' })),
  ],
  ['a plain error', new Error('the application was not stored')],
  ['not an error', 'Connection terminated unexpectedly'],
  ['nothing', undefined],
];

describe('isConnectionFailure', () => {
  it.each(lostConnections)('recognises %s', (_, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each(otherFailures)('leaves %s alone', (_, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('reads the SQLSTATE on the error or on Drizzle’s cause', () => {
    expect(isUniqueViolation(failure('dup', { code: '23505' }))).toBe(true);
    expect(
      isUniqueViolation(new DrizzleQueryError('insert', [], failure('dup', { code: '23505' }))),
    ).toBe(true);
    expect(isUniqueViolation(failure('Connection terminated unexpectedly'))).toBe(false);
  });
});
