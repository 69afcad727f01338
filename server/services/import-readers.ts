// Readers of an uploaded import file, row by row from disk, so a file of any size holds one row in
// memory: .xlsx (told by its zip signature) through exceljs's streaming WorkbookReader, anything
// else as UTF-8 CSV through @fast-csv/parse (docs/decisions.md). Cells come out as plain text: what
// a user typed, whichever program saved the file.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from '@fast-csv/parse';
import ExcelJS from 'exceljs';
import { badRequest, HttpError } from '../lib/http-error';

export type ImportFormat = 'csv' | 'xlsx';

const ZIP = Buffer.from('PK\u0003\u0004', 'latin1');

/** The file's format by its first bytes (a name or a content type can say anything). */
export async function importFormatOf(file: string): Promise<ImportFormat> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.equals(ZIP) ? 'xlsx' : 'csv';
  } finally {
    await handle.close();
  }
}

/** One .xlsx cell as text: rich text joined, hyperlinks by their text, formulas by their result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

async function* xlsxRows(file: string): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  // The first worksheet only: a template or an export has one.
  for await (const sheet of reader) {
    let expected = 1;
    for await (const row of sheet) {
      // Empty rows are skipped by the reader; the row numbers still count them.
      for (; expected < row.number; expected++) yield [];
      expected = row.number + 1;
      const values = row.values as ExcelJS.CellValue[];
      yield values.slice(1).map(cellText);
    }
    break;
  }
}

function csvRows(file: string): AsyncIterable<string[]> {
  return createReadStream(file).pipe(parse<string[], string[]>({ headers: false, ignoreEmpty: false, trim: false }));
}

/** The rows of `file` (the first is the header), each a list of cell texts; a 400 for a file neither reader can read. */
export async function* importRows(file: string, format: ImportFormat): AsyncGenerator<string[]> {
  let first = format === 'csv';
  try {
    for await (const row of format === 'xlsx' ? xlsxRows(file) : csvRows(file)) {
      // A BOM (as Excel and the export write it) is not part of the first title.
      if (first && row[0] !== undefined) row[0] = row[0].replace(/^\uFEFF/, '');
      first = false;
      yield row;
    }
  } catch (error) {
    throw error instanceof HttpError ? error : badRequest('import.badFile');
  }
}
