// An export job as GET api/exports/{id} answers it (docs/api.md "Exports").

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportJobView {
  id: string;
  /** The screen id whose list is exported. */
  screen: string;
  format: ExportFormat;
  fileName: string;
  status: 'running' | 'done' | 'failed';
  rowsDone: number;
  /** Rows the list matched when the export began; -1 until counted. */
  rowsTotal: number;
  /** Why it failed, in the caller's language. */
  message?: string;
  /** Once done: the file's address (absolute path with its one-job secret); no auth header needed. */
  download?: string;
}
