// The checks of `npm run schemas:check` over a schemas folder: one readable line per problem.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { cellCalls, declaredEndpoints, screenEndpoints, type HttpMethod } from '../endpoints';
import { isDocument, type AnyScreen, type DocumentScreen, type FormNode, type Screen } from '../types';
import { SCREEN_TEXT_LANGUAGES } from '../../../schemas/wire/screen-schema';
import { hasText, loadTranslations } from './locales';
import { screenFileErrors } from './screen-rules';
import { screenTextErrors } from './texts';

export interface CheckContext {
  schemasDir: string;
  localesDir: string;
  /** Whether the server has a concrete route (not the collection catch-all) for this call. */
  serves(method: HttpMethod, apiPath: string): boolean;
  /** Permission strings of the seeded menus, and role codes. */
  permissions: ReadonlySet<string>;
  /** Seeded dictionary names (DictSelect and dict cells must name one). */
  dicts: ReadonlySet<string>;
}

async function screenFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory() && entry.name !== '_meta') files.push(...(await screenFiles(dir, relative)));
    else if (entry.isFile() && prefix && entry.name.endsWith('.json')) files.push(relative);
  }
  return files.sort();
}

/** Widget props that name other things: dictionaries and list resources. */
function references(node: FormNode | undefined, found: { dicts: string[]; resources: string[] }) {
  if (!node) return found;
  const props = (node['x-component-props'] ?? {}) as Record<string, unknown>;
  if (node['x-component'] === 'DictSelect' && typeof props.dict === 'string') found.dicts.push(props.dict);
  if (node['x-component'] === 'ResourceTreeSelect' && typeof props.resource === 'string')
    found.resources.push(props.resource);
  for (const child of Object.values(node.properties ?? {})) references(child, found);
  return found;
}

/** The calls the browser makes for a screen: list, then create/update with a form, delete with a del action; or its declared calls. */
function usedEndpoints(screen: Screen) {
  if (screen.calls) return declaredEndpoints(screen);
  const deletes = screen.columns.some(
    (column) =>
      column.cell === 'actions' && ((column.props?.actions as string[] | undefined) ?? ['edit', 'del']).includes('del'),
  );
  return screenEndpoints(screen).filter(
    (endpoint) =>
      endpoint.kind === 'list' ||
      endpoint.kind === 'create' ||
      endpoint.kind === 'update' ||
      (endpoint.kind === 'remove' && deletes) ||
      (endpoint.kind === 'get' && screen.api.get),
  );
}

/** An actions cell's row calls (renderers/cells/actions.tsx): METHOD <path>/<row key>. */
interface RowCall {
  method: HttpMethod;
  path: string;
  permission?: string;
}

const rowCalls = (screen: Screen): RowCall[] =>
  screen.columns.flatMap((column) =>
    column.cell === 'actions' ? ((column.props?.calls as RowCall[] | undefined) ?? []) : [],
  );

type Translations = Record<string, Record<string, unknown>>;

/** What the files of the folder are: the lists of collection screens, and which ids are tables. */
interface Folder {
  collectionLists: ReadonlySet<string>;
  tables: ReadonlySet<string>;
}

/** The screen's text problems (check/texts.ts) against the folder's locales, one line each. */
function missingTexts(screen: AnyScreen, translations: Translations): string[] {
  return screenTextErrors(screen, (language, key) => hasText(translations[language]!, key)).map(
    (error) => `${error.path} ${error.message}`,
  );
}

function missingPermissions(screen: AnyScreen, context: CheckContext): string[] {
  const problems: string[] = [];
  for (const [action, permission] of Object.entries(screen.permissions ?? {})) {
    for (const name of [permission].flat()) {
      if (!context.permissions.has(name)) problems.push(`permission "${name}" (${action}) does not exist in the seed`);
    }
  }
  return problems;
}

/** Dictionaries and list resources that form nodes name, each checked against the seed and the routes. */
function missingReferences(
  nodes: (FormNode | undefined)[],
  extraDicts: string[],
  context: CheckContext,
  folder: Folder,
): string[] {
  const problems: string[] = [];
  const found = { dicts: [...extraDicts], resources: [] as string[] };
  for (const node of nodes) references(node, found);
  for (const dict of new Set(found.dicts))
    if (!context.dicts.has(dict)) problems.push(`dictionary "${dict}" does not exist in the seed`);
  for (const resource of new Set(found.resources)) {
    // Collection screens are served by the catch-all, which `serves` does not count.
    if (!context.serves('GET', resource) && !folder.collectionLists.has(resource))
      problems.push(`ResourceTreeSelect resource "${resource}" is not served by the server`);
  }
  return problems;
}

/** A document screen: its load, section saves and buttons served, embedded screens present, texts and permissions. */
function checkDocument(
  screen: DocumentScreen,
  context: CheckContext,
  translations: Translations,
  folder: Folder,
): string[] {
  const problems = missingTexts(screen, translations);
  for (const endpoint of declaredEndpoints(screen)) {
    const call = `${endpoint.kind === 'call' ? 'button' : endpoint.kind} call ${endpoint.method} ${endpoint.path}`;
    if (!context.serves(endpoint.method, endpoint.path)) problems.push(`${call} is not served by the server`);
    // Without a declared permission the renderer would offer the call to everyone.
    if (!screen.permissions?.[endpoint.action]) problems.push(`${call} needs permissions.${endpoint.action}`);
  }
  for (const section of screen.sections) {
    if (section.screen && !folder.tables.has(section.screen))
      problems.push(`section "${section.key}" embeds "${section.screen}", which is not a table screen of this folder`);
    if (!section.screen === !section.form) problems.push(`section "${section.key}" needs either a form or a screen`);
  }
  problems.push(...missingPermissions(screen, context));
  problems.push(
    ...missingReferences(
      screen.sections.map((section) => section.form),
      [],
      context,
      folder,
    ),
  );
  return problems;
}

function checkScreen(screen: Screen, context: CheckContext, translations: Translations, folder: Folder): string[] {
  const problems = missingTexts(screen, translations);
  for (const endpoint of [...usedEndpoints(screen), ...(screen.calls ? [] : cellCalls(screen))]) {
    const served = context.serves(endpoint.method, endpoint.path);
    if (screen.storage === 'collection' && served)
      problems.push(
        `api ${endpoint.method} ${endpoint.path} is taken by a server route, so the collection is unreachable`,
      );
    if (screen.storage !== 'collection' && !served)
      problems.push(`api ${endpoint.method} ${endpoint.path} is not served by the server`);
  }
  for (const call of rowCalls(screen)) {
    // Any parameter name matches the server's route (find-my-way compares patterns).
    if (!context.serves(call.method, `${call.path}/:key`))
      problems.push(`row call ${call.method} ${call.path}/<row key> is not served by the server`);
    if (call.permission && !context.permissions.has(call.permission))
      problems.push(`permission "${call.permission}" (row call ${call.path}) does not exist in the seed`);
  }
  problems.push(...missingPermissions(screen, context));
  const columnDicts = screen.columns.flatMap((column) =>
    column.cell === 'dict' && typeof column.props?.dict === 'string' ? [column.props.dict] : [],
  );
  problems.push(...missingReferences([screen.search, screen.form], columnDicts, context, folder));
  return problems;
}

export async function checkSchemas(context: CheckContext): Promise<string[]> {
  const translations = Object.fromEntries(
    SCREEN_TEXT_LANGUAGES.map((language) => [language, loadTranslations(context.localesDir, language)]),
  );
  const problems: string[] = [];
  const collectionLists = new Set<string>();
  const tables = new Set<string>();
  for (const file of await screenFiles(context.schemasDir)) {
    let screen: Partial<AnyScreen> | null = null;
    try {
      screen = JSON.parse(await readFile(path.join(context.schemasDir, file), 'utf8')) as Partial<AnyScreen> | null;
    } catch {
      // Reported by the loop below.
    }
    if (screen && screen.kind !== 'document') tables.add(file.slice(0, -'.json'.length));
    if (screen && screen.kind !== 'document' && (screen as Partial<Screen>).storage === 'collection') {
      const list = (screen as Partial<Screen>).api?.list;
      if (typeof list === 'string') collectionLists.add(list);
    }
  }
  const folder: Folder = { collectionLists, tables };
  for (const file of await screenFiles(context.schemasDir)) {
    const where = `${path.posix.join(path.basename(context.schemasDir), file)}:`;
    let screen: unknown;
    try {
      screen = JSON.parse(await readFile(path.join(context.schemasDir, file), 'utf8'));
    } catch (error) {
      problems.push(`${where} not valid JSON (${(error as Error).message})`);
      continue;
    }
    const fileErrors = screenFileErrors(file.slice(0, -'.json'.length), screen);
    problems.push(...fileErrors.map((error) => `${where} ${error.path} ${error.message}`));
    if (fileErrors.length > 0) continue;
    const valid = screen as AnyScreen;
    const found = isDocument(valid)
      ? checkDocument(valid, context, translations, folder)
      : checkScreen(valid, context, translations, folder);
    problems.push(...found.map((problem) => `${where} ${problem}`));
  }
  return problems;
}
