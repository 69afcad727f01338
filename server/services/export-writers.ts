// Writers of an export file, row by row to disk, so an export of any size holds one batch in
// memory: CSV (UTF-8 with a BOM for Excel, CRLF lines) and .xlsx through exceljs's streaming
// WorkbookWriter (docs/decisions.md). Every text cell passes the formula guard of
// schemas/wire/cell-text.ts; in .xlsx numbers and booleans stay typed (they are no formula).
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { CSV_BOM, csvLine, spreadsheetSafe } from '../../schemas/wire/cell-text';
import type { ExportFormat } from '../../schemas/wire/export';

export type { ExportFormat };
export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'xlsx'];

export interface SheetWriter {
  /** Appends rows (the header is the first); resolves when the file can take more. */
  write(rows: unknown[][]): Promise<void>;
  /** Finishes the file. */
  close(): Promise<void>;
  /**
   * Lets go of the file after a failure: a stream still opening would otherwise create the file
   * after the job removed it.
   */
  abort(): Promise<void>;
}

async function letGo(stream: NodeJS.WritableStream & { closed: boolean; destroy(): void }): Promise<void> {
  if (stream.closed) return;
  stream.destroy();
  await once(stream, 'close');
}

/** A file stream whose failure (disk full, folder gone) fails the export's next step, never the process. */
function fileStream(file: string) {
  const stream = createWriteStream(file);
  let failure: Error | undefined;
  stream.on('error', (error) => (failure = error));
  return {
    stream,
    check() {
      if (failure) throw failure;
    },
  };
}

function csvWriter(file: string): SheetWriter {
  const { stream, check } = fileStream(file);
  stream.write(CSV_BOM);
  return {
    async write(rows) {
      check();
      if (!stream.write(rows.map(csvLine).join(''))) await once(stream, 'drain');
    },
    async close() {
      check();
      stream.end();
      await once(stream, 'finish');
    },
    abort: () => letGo(stream),
  };
}

/** The stream a worksheet writer hands its XML to, as exceljs 4 keeps it (not part of its typed API). */
interface SheetInternals {
  stream?: { pipes?: (NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } })[] };
}

/** The file stream a workbook writer made from its `filename` (exceljs 4, not typed). */
interface WorkbookInternals {
  stream: WriteStream;
}

/**
 * exceljs writes a worksheet's XML into the zip without backpressure: rows committed faster than
 * they are compressed pile up in memory (the whole sheet, in the worst case). Waiting until the
 * zip's input has drained keeps one batch's XML in memory; the bench (bench/export.ts) shows it.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet): Promise<void> {
  for (const pipe of (sheet as unknown as SheetInternals).stream?.pipes ?? [])
    if (pipe._writableState?.needDrain) await once(pipe, 'drain');
}

const xlsxCell = (value: unknown) =>
  typeof value === 'number' || typeof value === 'boolean' ? value : spreadsheetSafe(value);

function xlsxWriter(file: string, sheetName: string): SheetWriter {
  // Shared strings and styles would be held in memory until the end; inline strings stream.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  return {
    async write(rows) {
      for (const row of rows) sheet.addRow(row.map(xlsxCell)).commit();
      await zipCaughtUp(sheet);
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
    abort: () => letGo((workbook as unknown as WorkbookInternals).stream),
  };
}

/** A writer of `format` into `file`; `sheetName` names the .xlsx worksheet (at most 31 characters there). */
export function sheetWriter(format: ExportFormat, file: string, sheetName: string): SheetWriter {
  return format === 'csv' ? csvWriter(file) : xlsxWriter(file, sheetName.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
}
