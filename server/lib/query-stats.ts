// SQL statistics of this server process (the monitoring page the spec calls /druid): how often
// each statement ran, its total and slowest time, failures, and the latest slow runs. Recorded by
// wrapping the database client's `query`, so it works the same on PGlite and PostgreSQL without
// the pg_stat_statements extension. Drizzle sends values as parameters, so a statement's text
// never holds row data and equal statements with different values share one entry.

import type { QueryStatsSnapshot, SlowQuery, StatementStat } from '../../schemas/wire/monitor';

export interface QueryStatsOptions {
  /** A run at least this long is listed among the slow queries. */
  slowMs?: number;
  /** Distinct statements kept; past it, the least used one makes room (memory stays bounded). */
  maxStatements?: number;
  maxSlow?: number;
}

const MAX_SQL_LENGTH = 2000;
const normalise = (sql: string) => sql.replace(/\s+/g, ' ').trim().slice(0, MAX_SQL_LENGTH);

export class QueryStats {
  readonly slowMs: number;
  private readonly maxStatements: number;
  private readonly maxSlow: number;
  private statements = new Map<string, StatementStat>();
  private slow: SlowQuery[] = [];
  private since = Date.now();
  private total = 0;
  private errors = 0;
  private totalMs = 0;

  constructor(options: QueryStatsOptions = {}) {
    this.slowMs = options.slowMs ?? 100;
    this.maxStatements = options.maxStatements ?? 500;
    this.maxSlow = options.maxSlow ?? 50;
  }

  record(rawSql: string, ms: number, failed: boolean): void {
    const sql = normalise(rawSql);
    const at = Date.now();
    this.total += 1;
    this.totalMs += ms;
    if (failed) this.errors += 1;
    let stat = this.statements.get(sql);
    if (!stat) {
      if (this.statements.size >= this.maxStatements) this.evictLeastUsed();
      stat = { sql, count: 0, totalMs: 0, maxMs: 0, errors: 0, lastAt: at };
      this.statements.set(sql, stat);
    }
    stat.count += 1;
    stat.totalMs += ms;
    stat.maxMs = Math.max(stat.maxMs, ms);
    stat.lastAt = at;
    if (failed) stat.errors += 1;
    if (ms >= this.slowMs) {
      this.slow.unshift({ sql, ms, at, failed });
      this.slow.length = Math.min(this.slow.length, this.maxSlow);
    }
  }

  snapshot(): QueryStatsSnapshot {
    return {
      since: this.since,
      slowMs: this.slowMs,
      total: this.total,
      errors: this.errors,
      totalMs: this.totalMs,
      statements: [...this.statements.values()].map((stat) => ({ ...stat })),
      slow: this.slow.map((query) => ({ ...query })),
    };
  }

  /** Number of distinct statements held (for the cache page). */
  get size(): number {
    return this.statements.size;
  }

  reset(): void {
    this.statements.clear();
    this.slow = [];
    this.since = Date.now();
    this.total = 0;
    this.errors = 0;
    this.totalMs = 0;
  }

  private evictLeastUsed(): void {
    let least: StatementStat | undefined;
    for (const stat of this.statements.values()) if (!least || stat.count < least.count) least = stat;
    if (least) this.statements.delete(least.sql);
  }
}

type QueryFn = (...args: unknown[]) => unknown;
interface Queryable {
  query: QueryFn;
}

const wrapped = new WeakSet<object>();

function sqlText(first: unknown): string {
  if (typeof first === 'string') return first;
  if (first && typeof first === 'object' && typeof (first as { text?: unknown }).text === 'string')
    return (first as { text: string }).text;
  return '';
}

function timeQueries(target: Queryable, stats: QueryStats): void {
  if (wrapped.has(target)) return;
  wrapped.add(target);
  const original = target.query.bind(target) as QueryFn;
  target.query = (...args: unknown[]) => {
    // The callback form (pg's LISTEN client may use it) is passed through untimed.
    if (typeof args[args.length - 1] === 'function') return original(...args);
    const started = performance.now();
    const text = sqlText(args[0]);
    const done = (failed: boolean) => stats.record(text, performance.now() - started, failed);
    return Promise.resolve(original(...args)).then(
      (result) => {
        done(false);
        return result;
      },
      (error: unknown) => {
        done(true);
        throw error;
      },
    );
  };
}

/**
 * Times every query of a database client: a pg Pool (its own queries and those of the clients it
 * hands out, which transactions use) or a PGlite instance (and its transaction handles).
 */
export function recordQueries(client: object, stats: QueryStats): void {
  const target = client as Queryable & { connect?: QueryFn; transaction?: QueryFn };
  timeQueries(target, stats);
  if (typeof target.connect === 'function') {
    const connect = target.connect.bind(target) as QueryFn;
    target.connect = (...args: unknown[]) => {
      if (typeof args[0] === 'function') return connect(...args);
      return Promise.resolve(connect()).then((pooled) => {
        timeQueries(pooled as Queryable, stats);
        return pooled;
      });
    };
  }
  if (typeof target.transaction === 'function') {
    const transaction = target.transaction.bind(target) as QueryFn;
    target.transaction = (work: unknown) =>
      transaction(async (tx: Queryable) => {
        timeQueries(tx, stats);
        return (work as (tx: Queryable) => unknown)(tx);
      });
  }
}
