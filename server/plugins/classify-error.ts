// Maps anything a request can throw to an HTTP status and a message key. Only the key and its
// parameters reach the client; the error itself (SQL, stack) stays in the server log.
import type { FastifyError } from 'fastify';
import { uniqueKeyFields } from '../db/unique-keys';
import { HttpError } from '../lib/http-error';
import { describeValidationError, type Described } from '../lib/validation';

export interface Classified extends Described {
  status: number;
}

interface DriverError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/** Drizzle wraps driver errors (DrizzleQueryError.cause); the PostgreSQL code is on the inner one. */
function driverError(error: unknown): DriverError | undefined {
  for (let current = error as DriverError | undefined, depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && !current.code.startsWith('FST_')) return current;
    current = current.cause as DriverError | undefined;
  }
  return undefined;
}

// Connection-level failures: the request was fine, the database was not there.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', '53300']);
const isUnavailable = (code: string) => UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P');

// node-postgres reports a lost or timed-out connection by message only, without a code.
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired|Client has encountered a connection error|Client was closed and is not queryable)/;

function connectionLost(error: unknown): boolean {
  for (
    let current = error as { message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (typeof current.message === 'string' && CONNECTION_LOST.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

export function classifyError(error: unknown): Classified {
  if (error instanceof HttpError) return { status: error.statusCode, key: error.key, params: error.params };

  const fastifyError = error as Partial<FastifyError>;
  const firstIssue = fastifyError.validation?.[0];
  if (firstIssue) {
    return { status: 400, ...describeValidationError(firstIssue, fastifyError.validationContext ?? 'body') };
  }

  const driver = driverError(error);
  if (driver?.code === '23505') {
    const field = driver.constraint ? uniqueKeyFields.get(driver.constraint) : undefined;
    return field
      ? { status: 409, key: 'error.conflict', params: { field } }
      : { status: 409, key: 'error.conflictUnknown', params: {} };
  }
  // A number the schema allows (JSON has no integer bounds) but the column cannot hold: bad input,
  // not a server fault. 22003: out of range; 22P02: a huge number written as 1e+308.
  if (driver?.code === '22003' || driver?.code === '22P02')
    return { status: 400, key: 'error.numberOutOfRange', params: {} };
  if ((driver?.code && isUnavailable(driver.code)) || connectionLost(error))
    return { status: 503, key: 'error.dbUnavailable', params: {} };

  const status = fastifyError.statusCode ?? 500;
  if (status === 404) return { status, key: 'error.notFound', params: {} };
  if (status === 413) return { status, key: 'request.tooLarge', params: {} };
  if (status === 415) return { status, key: 'request.unsupportedMediaType', params: {} };
  if (status >= 400 && status < 500) return { status, key: 'request.malformed', params: {} };
  return { status: 500, key: 'error.internal', params: {} };
}
