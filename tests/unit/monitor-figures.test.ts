// Pure pieces of the statistics and monitoring screens: the SQL statistics recorder (counts,
// slow runs, bounded memory, timing of a wrapped client), the day range and the display formats.
import { describe, expect, it } from 'vitest';
import { QueryStats, recordQueries } from '../../server/lib/query-stats';
import { dayRange } from '../../server/repositories/statistics';
import { formatBytes, formatDuration } from '../../src/features/monitor/format';
import { daysChart } from '../../src/features/statistics/series';

describe('QueryStats', () => {
  it('counts runs per statement, with whitespace folded, and lists slow and failed runs', () => {
    const stats = new QueryStats({ slowMs: 50 });
    stats.record('select  1\n from t', 10, false);
    stats.record('select 1 from t', 70, true);
    const snapshot = stats.snapshot();
    expect(snapshot).toMatchObject({ total: 2, errors: 1, totalMs: 80 });
    expect(snapshot.statements).toEqual([
      expect.objectContaining({ sql: 'select 1 from t', count: 2, maxMs: 70, errors: 1 }),
    ]);
    expect(snapshot.slow).toEqual([expect.objectContaining({ sql: 'select 1 from t', ms: 70, failed: true })]);
    stats.reset();
    expect(stats.snapshot()).toMatchObject({ total: 0, statements: [], slow: [] });
  });

  it('keeps at most maxStatements, dropping the least used', () => {
    const stats = new QueryStats({ maxStatements: 2 });
    stats.record('a', 1, false);
    stats.record('a', 1, false);
    stats.record('b', 1, false);
    stats.record('c', 1, false);
    expect(
      stats
        .snapshot()
        .statements.map((statement) => statement.sql)
        .sort(),
    ).toEqual(['a', 'c']);
  });

  it('times a wrapped client, failures included, and passes callbacks through', async () => {
    const stats = new QueryStats();
    const client = {
      query: async (text: string | { text: string }) => {
        if (text === 'bad') throw new Error('boom');
        return { rows: [] };
      },
    };
    recordQueries(client, stats);
    recordQueries(client, stats); // a second wrap changes nothing
    await client.query('select 1');
    await client.query({ text: 'select 2' });
    await expect(client.query('bad')).rejects.toThrow('boom');
    expect(stats.snapshot()).toMatchObject({ total: 3, errors: 1 });
  });
});

describe('dayRange', () => {
  it('ends today (UTC) and starts days − 1 before', () => {
    const range = dayRange(3, new Date('2026-03-01T23:30:00Z'));
    expect(range.days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(range.start.toISOString()).toBe('2026-02-27T00:00:00.000Z');
  });
});

describe('display', () => {
  it('formats sizes and durations', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
    expect(formatDuration(42)).toBe('42s');
    expect(formatDuration(3 * 86_400 + 2 * 3600 + 5 * 60)).toBe('3d 2h 5m');
    expect(formatDuration(600)).toBe('10m');
  });

  it('puts an amount on a second axis', () => {
    const option = daysChart(
      ['2026-01-01'],
      [
        { name: 'n', values: [1], type: 'bar' },
        { name: 'a', values: [2], right: true },
      ],
    );
    expect(option.yAxis).toHaveLength(2);
    expect(option.xAxis).toMatchObject({ data: ['01-01'] });
  });
});
