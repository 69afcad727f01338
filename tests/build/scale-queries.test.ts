// The scale bench's arithmetic and queries (bench/lib/scale-queries.ts): percentiles by nearest
// rank, the targets, and every list query a screen allows, each with its floor SQL.
import { describe, expect, it } from 'vitest';
import { meetsTargets, percentile, screenQueries, type BenchScreen } from '../../bench/lib/scale-queries';
import type { Screen } from '../../server/screens/types';

const screen: Screen = {
  id: 'shop/order',
  title: 't',
  api: { list: 'api/shopOrder' },
  search: {
    type: 'object',
    properties: {
      orderNo: { type: 'string', 'x-component': 'Input' },
      status: { type: 'string', 'x-component': 'DictSelect' },
    },
  },
  columns: [
    { key: 'orderNo', title: 't', sortable: true },
    { key: 'status', title: 't' },
  ],
};
const bench: BenchScreen = {
  screen,
  floor: { table: 'floor_orders', columns: { orderNo: 'order_no', status: 'status' } },
  values: { orderNo: '50%', status: 'paid' },
  combined: ['orderNo', 'status'],
  deepPage: 7,
};

describe('scale bench', () => {
  it('takes percentiles by nearest rank, whatever the order of the samples', () => {
    const samples = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6, 15, 14, 13, 12, 11, 20, 19, 18, 17, 16];
    expect(percentile(samples, 0.5)).toBe(10);
    expect(percentile(samples, 0.95)).toBe(19);
    expect(percentile([1.234], 0.95)).toBe(1.2);
  });

  it('meets the targets only within 50 ms and within twice the floor', () => {
    expect(meetsTargets(40, 20, 50, 2)).toBe(true);
    expect(meetsTargets(41, 20, 50, 2)).toBe(false);
    expect(meetsTargets(60, 40, 50, 2)).toBe(false);
  });

  it('asks every query the screen allows, each with the same query on the floor table', () => {
    const queries = screenQueries(bench);
    expect(queries.map((query) => query.name)).toEqual([
      'first page',
      'sort orderNo asc',
      'sort orderNo desc',
      'search orderNo',
      'search status',
      'search orderNo + status',
      'page 7',
    ]);
    const [, , descending, byNumber, , combined, deep] = queries;
    expect(descending!.search).toBe('page=0&size=10&sort=orderNo,desc');
    expect(descending!.floor.rows).toContain('ORDER BY order_no desc, id desc LIMIT 10 OFFSET 0');
    expect(byNumber!.search).toBe('page=0&size=10&orderNo=50%25');
    expect(byNumber!.floor.params).toEqual(['%50\\%%']);
    expect(combined!.floor.count).toBe(
      'SELECT count(*) FROM floor_orders WHERE tenant_id = $1 AND order_no ILIKE $2 AND status = $3',
    );
    expect(deep!.floor.rows).toContain('LIMIT 10 OFFSET 70');
  });
});
