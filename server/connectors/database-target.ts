// The database tool's only way to a database: a registered target (a row of the tenant's
// 数据库连接 screen) reached with its own credentials, never the product's connection. Each run
// opens a short-lived node-postgres client, runs the whole script in one transaction with a
// statement timeout (simple query protocol: one query without values takes several statements),
// and closes it. The product's own database is refused as a target (isProductDatabase), on save
// and again before every run.
import dns from 'node:dns/promises';
import net from 'node:net';
import pg from 'pg';

export interface DatabaseTarget {
  host: string;
  port: number;
  database: string;
  user: string;
  password: string;
  ssl: boolean;
}

/** A run stops after this long (statement_timeout), so a runaway script cannot hold locks for ever. */
export const SCRIPT_TIMEOUT_MS = 5 * 60 * 1000;
const CONNECT_TIMEOUT_MS = 10_000;
/** First key of the transaction's advisory lock on the target (two-int keys; the second is the script's id). */
export const SCRIPT_LOCK_SPACE = 72_819;

/** `busy`: the same script is running on this target now, from this or another instance (nothing was run). */
export type RunResult = 'done' | 'busy';

const LOOPBACK = 'loopback';

/** An address as compared: loopback and wildcard addresses are one machine, IPv4-mapped IPv6 is IPv4. */
function addressKey(address: string): string {
  const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return /^127\./.test(plain) || plain === '::1' || plain === '0.0.0.0' || plain === '::' ? LOOPBACK : plain;
}

/** What `host` names: its addresses, or the name itself when it does not resolve. A socket path is this machine. */
async function hostKeys(host: string): Promise<Set<string>> {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === '' || name.startsWith('/') || name === 'localhost') return new Set([LOOPBACK]);
  if (net.isIP(name)) return new Set([addressKey(name)]);
  const resolved = await dns.lookup(name, { all: true }).catch(() => []);
  return new Set([name, ...resolved.map(({ address }) => addressKey(address))]);
}

/**
 * Whether `target` is the product's own database or its role: the same server (host, by name or
 * address, and port) with the same database name or the same user. Null `productUrl`: the
 * product runs on PGlite, which listens on no port.
 */
export async function isProductDatabase(
  target: Pick<DatabaseTarget, 'host' | 'port' | 'database' | 'user'>,
  productUrl: string | null | undefined,
): Promise<boolean> {
  if (!productUrl) return false;
  const product = new URL(productUrl);
  const productUser = decodeURIComponent(product.username) || process.env.PGUSER || '';
  const productHost = decodeURIComponent(product.hostname) || product.searchParams.get('host') || '';
  const productDatabase = decodeURIComponent(product.pathname.replace(/^\//, '')) || productUser;
  if (Number(product.port || 5432) !== Number(target.port)) return false;
  const [ours, theirs] = await Promise.all([hostKeys(productHost), hostKeys(target.host)]);
  if (![...theirs].some((key) => ours.has(key))) return false;
  return target.database === productDatabase || target.user === productUser;
}

/**
 * Runs `script` on `target` in one transaction holding a lock on `scriptId`; throws the target
 * database's error (or the connection's) after rolling back. The client is always closed.
 */
export async function runOnTarget(target: DatabaseTarget, script: string, scriptId: number): Promise<RunResult> {
  const client = new pg.Client({
    host: target.host,
    port: target.port,
    database: target.database,
    user: target.user,
    password: target.password,
    ssl: target.ssl ? { rejectUnauthorized: true } : false,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'backoffice database tool',
  });
  // A connection lost after the answer must not become an unhandled 'error' event.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('BEGIN');
    const lock = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, $2) AS locked', [
      SCRIPT_LOCK_SPACE,
      scriptId,
    ]);
    if (!lock.rows[0]?.locked) {
      await client.query('ROLLBACK');
      return 'busy';
    }
    await client.query(`SET LOCAL statement_timeout = ${SCRIPT_TIMEOUT_MS}`);
    await client.query(script);
    await client.query('COMMIT');
    return 'done';
  } catch (error) {
    // Ending the session would roll back too; said explicitly for servers that pool sessions.
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}
