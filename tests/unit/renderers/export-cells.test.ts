import { describe, expect, it } from 'vitest';
import { csvLine, spreadsheetSafe } from '../../../schemas/wire/cell-text';

describe('export cells', () => {
  it('neutralises cells that spreadsheets would run as formulas', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', -5].map(spreadsheetSafe)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      "'-5",
    ]);
  });

  it('quotes commas, quotes and line breaks in a CSV line', () => {
    expect(csvLine(['a,b', 'say "hi"\nbye'])).toBe('"a,b","say ""hi""\nbye"\r\n');
    expect(csvLine([null, { k: 1 }])).toBe(',"{""k"":1}"\r\n');
  });
});
