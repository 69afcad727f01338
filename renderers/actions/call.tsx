// A row call declared in an actions cell's props.calls, e.g. a timing task's "run now":
// `{ "title": "…", "method": "PUT", "path": "api/timing/exec", "permission": "timing:edit",
// "confirm": "…", "when": { "status": ["failed"] } }` sends METHOD <path>/<row key>, on the rows
// `when` allows. An answer with `success: false` (a task that
// ran and failed) is reported as a failure with its `error`; an http(s) `redirect` in the answer
// (a payment gateway) is opened in a new tab.
import { useAllows } from '../context';
import type { Row } from '../data-provider';
import type { Permission } from '../screen-schema';
import { useScreenActions } from '../screen/screen-actions';
import { ConfirmableCallButton, type CallFailure } from './confirmable-call-button';

export interface RowCall {
  /** i18n key of the button. */
  title: string;
  method: 'POST' | 'PUT' | 'DELETE';
  /** The call goes to `<path>/<row key>`. */
  path: string;
  permission?: Permission;
  /** i18n key of a confirmation question; without it the call is made at once. */
  confirm?: string;
  /** Shown only on rows whose fields hold one of the listed values, e.g. `{ "status": ["failed"] }`. */
  when?: Record<string, (string | number | boolean)[]>;
}

/** Whether a row meets a call's `when` (compared as text: the list holds JSON values, rows API values). */
export const callApplies = (record: Row, call: RowCall): boolean =>
  Object.entries(call.when ?? {}).every(([field, values]) =>
    values.some((value) => String(value) === String(record[field] ?? '')),
  );

function failureOf(answer: unknown): string | null {
  if (!answer || typeof answer !== 'object' || (answer as { success?: unknown }).success !== false) return null;
  const error = (answer as { error?: unknown }).error;
  return typeof error === 'string' ? error : '';
}

/** An http(s) address the answer asks the browser to open (a payment gateway), else null. */
function redirectOf(answer: unknown): string | null {
  const redirect = answer && typeof answer === 'object' ? (answer as { redirect?: unknown }).redirect : undefined;
  return typeof redirect === 'string' && /^https?:\/\//i.test(redirect) ? redirect : null;
}

export function CallAction({ record, call }: { record: Row; call: RowCall }) {
  const actions = useScreenActions();
  if (!useAllows()(call.permission) || !callApplies(record, call)) return null;
  const send = async (): Promise<CallFailure | undefined> => {
    const answer = await actions.call(record, call);
    const redirect = redirectOf(answer);
    if (redirect) window.open(redirect, '_blank', 'noopener');
    const failure = failureOf(answer);
    return failure === null ? undefined : { failure };
  };
  return <ConfirmableCallButton type="link" size="small" title={call.title} confirm={call.confirm} send={send} />;
}
