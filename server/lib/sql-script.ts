// Checks an uploaded SQL script before it runs: the server runs the whole script inside one
// transaction of its own, so a script must not end or open transactions itself (a COMMIT in the
// middle would keep the first half when the second half fails), and must contain a statement.
// Literals, quoted names, comments and dollar-quoted bodies (functions, DO blocks, whose BEGIN and
// END are PL/pgSQL, not transaction control) are blanked out first, so only real statements count.

const TRANSACTION_CONTROL =
  /^(begin|commit|rollback|end|abort|start\s+transaction|savepoint|release|prepare\s+transaction|commit\s+prepared|rollback\s+prepared)\b/i;

/** The script with comments, literals and dollar-quoted bodies replaced by spaces. */
export function blankedSql(script: string): string {
  return script.replace(/\$(\w*)\$[\s\S]*?\$\1\$|'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\/\*[\s\S]*?\*\//g, (match) =>
    match.startsWith('$') || match.startsWith("'") || match.startsWith('"') ? ' x ' : ' ',
  );
}

export type ScriptProblem = { key: 'database.scriptEmpty' } | { key: 'database.transactionControl'; statement: string };

/** What stops the script from running, or undefined when it may run. */
export function scriptProblem(script: string): ScriptProblem | undefined {
  const statements = blankedSql(script)
    .split(';')
    .map((statement) => statement.trim())
    .filter(Boolean);
  if (statements.length === 0) return { key: 'database.scriptEmpty' };
  const control = statements.find((statement) => TRANSACTION_CONTROL.test(statement));
  if (control)
    return { key: 'database.transactionControl', statement: control.split(/\s+/).slice(0, 2).join(' ').toUpperCase() };
  return undefined;
}
