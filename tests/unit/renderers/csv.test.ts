import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../renderers/table/csv';

describe('toCsv', () => {
  it('neutralises cells that spreadsheets would run as formulas', () => {
    const csv = toCsv(['a'], [['=1+1'], ['+1'], ['-1'], ['@SUM(A1)'], ['\tx'], ['plain'], [-5]]);
    expect(csv.slice(1).split('\r\n').slice(1, -1)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      "'-5",
    ]);
  });

  it('starts with a BOM and quotes commas, quotes and line breaks', () => {
    const csv = toCsv(
      ['name', 'note'],
      [
        ['a,b', 'say "hi"\nbye'],
        [null, { k: 1 }],
      ],
    );
    expect(csv).toBe('\uFEFFname,note\r\n"a,b","say ""hi""\nbye"\r\n,"{""k"":1}"\r\n');
  });
});
