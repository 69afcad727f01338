// An import job as GET api/imports/{id} answers it (docs/api.md "Imports").

export interface ImportProblemView {
  /** The row in the file as a spreadsheet numbers it (the header is row 1). */
  row: number;
  /** The form field; '' when the problem is the row's as a whole. */
  field: string;
  /** The field's title in the caller's language ('' with no field). */
  column: string;
  /** What is wrong, in the caller's language. */
  message: string;
}

export interface ImportJobView {
  id: string;
  /** The screen id whose form the rows fill. */
  screen: string;
  fileName: string;
  /** checking (dry run) → checked (report ready) → committing → done; failed at any step. */
  status: 'checking' | 'checked' | 'committing' | 'done' | 'failed';
  rowsDone: number;
  /** Data rows in the file; -1 until the check has read it all. */
  rowsTotal: number;
  /** The check's report (at most `limits.problems` entries) or the row that failed the commit. */
  problems: ImportProblemView[];
  /** Problems found in all. */
  problemCount: number;
  /** Header titles that name no form field; their cells are not imported. */
  ignoredColumns: string[];
  /** Why the job failed, in the caller's language. */
  message?: string;
}

/** The limits an import is held to (GET api/imports/limits), told to the user before uploading. */
export interface ImportLimits {
  rows: number;
  bytes: number;
  problems: number;
}
