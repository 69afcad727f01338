// Safe shape changes of a collection screen (docs/schemas.md "Screen studio"). Before a publish
// makes a field required, the author is told how many stored rows lack it (`lacking`), and the
// publish may give those rows a value (`publish` with `fill`), checked as the field's own value
// in a create would be and written in the publish's transaction: both land or neither does.
// Removing a field deletes nothing: a row keeps what it stored (collection updates merge,
// repositories/collections.ts).
import { badRequest } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import type { BodyCaller } from './accepted-body';
import { checkDictValues } from './dict-values';
import { readScreenBody, type Body } from './form-body';
import type { Actor, StudioFlows, WriteInput } from './studio';
import type { ScreenRegistry } from './tenant-screens';
import { isStandardScreen, type AnyScreen, type Screen } from './types';
import type { StudioLackingRows } from '../../schemas/wire/studio';

const isCollection = (screen: AnyScreen | null | undefined): screen is Screen =>
  !!screen && isStandardScreen(screen) && screen.storage === 'collection';

/** The fields `next` requires that `served` did not (all of them when no collection screen was served). */
export function newlyRequired(served: AnyScreen | null, next: AnyScreen): string[] {
  if (!isCollection(next)) return [];
  const before = new Set(isCollection(served) ? (served.form?.required ?? []) : []);
  return (next.form?.required ?? []).filter((name) => !before.has(name));
}

export function studioShape(deps: { screens: ScreenRegistry; repos: Repositories; studio: StudioFlows }) {
  const { screens, repos, studio } = deps;
  /** The screen the tenant is served now (the file, or its published version), if any. */
  const served = async (tenantId: number, id: string) => (await screens.file(id, tenantId))?.screen ?? null;

  /** The checked new text's newly required fields with the count of rows lacking each. */
  async function lacking(tenantId: number, id: string, text: string): Promise<StudioLackingRows[]> {
    const next = await studio.check(tenantId, id, text);
    const fields = newlyRequired(await served(tenantId, id), next);
    if (fields.length === 0) return [];
    const counts = await repos.collections.countLacking(tenantId, id, fields);
    const properties = (next as Screen).form?.properties ?? {};
    return fields.map((field) => ({
      field,
      title: properties[field]?.title ?? field,
      ...(typeof properties[field]?.type === 'string' ? { type: properties[field].type } : {}),
      lacking: counts[field] ?? 0,
    }));
  }

  /**
   * Each value as the field's own value in a create: its form rules, required, and its dictionary.
   * Only newly required fields may be filled.
   */
  async function checkedFill(screen: AnyScreen, fill: Body, allowed: string[], caller: BodyCaller): Promise<Body> {
    const names = Object.keys(fill);
    const stranger = names.find((name) => !allowed.includes(name));
    if (stranger !== undefined) throw badRequest('studio.fillNotNew', { field: stranger });
    const form = (screen as Screen).form!;
    const alone: Screen = {
      ...(screen as Screen),
      form: {
        type: 'object',
        required: names,
        properties: Object.fromEntries(names.map((n) => [n, form.properties![n]!])),
      },
    };
    const body = await readScreenBody(alone, 'create', fill, caller.decrypt);
    await checkDictValues(alone, body, (dict) => repos.dicts.values(caller.tenantId, dict));
    return body;
  }

  /** Publishes `input`, giving the rows that lack a newly required field the value `fill` names for it. */
  async function publish(actor: Actor, input: WriteInput, fill: Body, caller: BodyCaller) {
    if (Object.keys(fill).length === 0) return studio.write(actor, input);
    const before = await served(actor.tenantId, input.id);
    // The write checks the text once and hands over the screen; a refused value rolls it back.
    return studio.write(actor, input, async (tx, next) => {
      const values = await checkedFill(next, fill, newlyRequired(before, next), caller);
      const filled: Record<string, number> = {};
      for (const [field, value] of Object.entries(values))
        filled[field] = await tx.collections.fillLacking(actor.tenantId, input.id, field, value);
      return { filled };
    });
  }

  return { lacking, publish };
}
