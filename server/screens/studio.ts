// The screen studio's flows (routes/studio.ts is their HTTP side): a tenant's screens listed and
// read with their versions, and the writes (save a draft, publish, roll back, import), each
// checked in full (check/screen-rules.ts, then check/tenant-rules.ts against the tenant's database
// and check/texts.ts against the app's locales) and written in one transaction with its audit
// row, under a lock of the screen so two writers take turns. A write states the published version
// it started from (`baseVersion`, 0 for the file or nothing); when another was published
// meanwhile it is refused with both (409).
import { HttpError, notFound } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import type { ScreenVersionRow, VersionSummary } from '../repositories/screen-versions';
import { tenantScreenErrors } from './check/tenant-rules';
import { screenTextErrors } from './check/texts';
import { appHasText, ownTextsByKey } from './browser-texts';
import { isOthersPlatformScreen } from './access';
import type { CheckError } from './meta-validator';
import { checkScreenText, isScreenId, type LoadedScreen } from './registry';
import type { ScreenRegistry } from './tenant-screens';
import type { AnyScreen } from './types';
import type { StudioListItem as WireStudioListItem, StudioOrigin } from '../../schemas/wire/studio';

export interface StudioDeps {
  screens: ScreenRegistry;
  repos: Repositories;
  /** Tells every instance (this one too) that the tenant published a version of the screen. */
  announce(tenantId: number, screenId: string): Promise<void>;
}

export interface Actor {
  tenantId: number;
  userId: number;
  username: string;
}

export type Origin = StudioOrigin;
export type StudioListItem = WireStudioListItem<Date>;

export type StudioVersion = VersionSummary & { text: string };

export type WriteAction = 'save' | 'publish' | 'rollback' | 'import' | 'wizard';

export interface WriteInput {
  id: string;
  text: string;
  state: 'draft' | 'published';
  baseVersion: number;
  message: string;
  action: WriteAction;
  detail?: Record<string, unknown>;
}

const withoutTenant = ({ tenantId: _tenant, ...row }: ScreenVersionRow): StudioVersion => row;

const invalid = (errors: CheckError[]) =>
  new HttpError(400, 'studio.invalid', { count: errors.length }, (t) => ({
    errors: errors.map((error) => ({ path: error.path, message: t(error.key, error.params) })),
  }));

export function studioFlows({ screens, repos, announce }: StudioDeps) {
  /** The file of an id, unless it is the platform's and the tenant is not. */
  async function visibleFile(id: string, tenantId: number): Promise<LoadedScreen<AnyScreen> | null> {
    const file = await screens.baseline.file(id);
    return file && !(await isOthersPlatformScreen(repos, file.screen, tenantId)) ? file : null;
  }

  async function list(tenantId: number): Promise<StudioListItem[]> {
    const history = await repos.screenVersions.allHistory(tenantId);
    const ids = [...new Set([...(await screens.baseline.ids()), ...history.map((row) => row.screenId)])].sort();
    const items = await Promise.all(
      ids.map(async (id): Promise<StudioListItem | null> => {
        const file = await visibleFile(id, tenantId);
        const versions = history.filter((row) => row.screenId === id);
        const served = await screens.file(id, tenantId);
        if (!file && versions.length === 0) return null;
        return summarise(id, file, versions, served?.screen ?? file?.screen);
      }),
    );
    return items.filter((item) => item !== null);
  }

  function summarise(
    id: string,
    file: LoadedScreen<AnyScreen> | null,
    versions: VersionSummary[],
    shown: AnyScreen | undefined,
  ): StudioListItem {
    const title = shown?.title ?? '';
    const published = versions.find((row) => row.state === 'published') ?? null;
    const draft = versions[0]?.state === 'draft' ? versions[0] : null;
    return {
      id,
      title,
      titleTexts: (shown && ownTextsByKey([shown]).get(title)) ?? null,
      origin: !file ? 'custom' : published ? 'overridden' : 'builtin',
      state: versions[0]?.state ?? 'file',
      publishedVersion: published?.version ?? null,
      draftVersion: draft?.version ?? null,
      latest: versions[0] ?? null,
    };
  }

  async function read(tenantId: number, id: string) {
    const file = isScreenId(id) ? await visibleFile(id, tenantId) : null;
    const versions = await repos.screenVersions.history(tenantId, id);
    if (!file && versions.length === 0) throw notFound();
    const [published, draft] = await Promise.all([
      repos.screenVersions.latest(tenantId, id, 'published'),
      versions[0]?.state === 'draft' ? repos.screenVersions.version(tenantId, id, versions[0].version) : null,
    ]);
    const served = await screens.file(id, tenantId);
    return {
      ...summarise(id, file, versions, served?.screen ?? file?.screen),
      /** What the tenant is served now (the file, or the published version; a version a newer release refuses is not served). */
      text: served?.text ?? file?.text ?? null,
      baseline: file?.text ?? null,
      published: published && withoutTenant(published),
      draft: draft && withoutTenant(draft),
      versions,
    };
  }

  async function version(tenantId: number, id: string, number: number): Promise<StudioVersion> {
    const row = await repos.screenVersions.version(tenantId, id, number);
    if (!row) throw notFound();
    return withoutTenant(row);
  }

  /**
   * Every problem of `text` as the tenant's screen `id`: 400 listing them, else the screen.
   * `newPermissions` are the ones a write makes along with the screen (the wizard's buttons).
   */
  async function check(tenantId: number, id: string, text: string, newPermissions: string[] = []): Promise<AnyScreen> {
    if (!isScreenId(id)) throw invalid([{ path: '/id', message: 'not a screen id', key: 'studio.badScreenId' }]);
    const checked = checkScreenText(id, text);
    if (!checked.loaded) throw invalid(checked.errors);
    const screen = checked.loaded.screen;
    const [file, served, references] = await Promise.all([
      visibleFile(id, tenantId),
      Promise.all([screens.all(tenantId), screens.custom(tenantId)]),
      repos.screenVersions.references(tenantId),
    ]);
    if (!file && (await screens.baseline.file(id))) throw invalid([fileTaken(id)]);
    const others = served.flat().flatMap((loaded) => (loaded.screen.id === id ? [] : [loaded.screen]));
    const errors = [
      ...tenantScreenErrors(screen, {
        baseline: file?.screen ?? null,
        others,
        dicts: references.dicts,
        permissions: new Set([...references.permissions, ...newPermissions]),
      }),
      ...screenTextErrors(screen, appHasText),
    ];
    if (errors.length > 0) throw invalid(errors);
    return screen;
  }

  const fileTaken = (id: string): CheckError => ({
    path: '/id',
    message: `${id} is a screen of the platform`,
    key: 'studio.pathTaken',
    params: { path: id, screen: id },
  });

  /**
   * Checks and writes; `alongside` runs first in the same transaction with the checked screen
   * (rows given a value for a newly required field), and what it answers joins the audit row's detail.
   */
  async function write(
    actor: Actor,
    input: WriteInput,
    alongside?: (tx: Repositories, screen: AnyScreen) => Promise<Record<string, unknown>>,
  ): Promise<VersionSummary> {
    const screen = await check(actor.tenantId, input.id, input.text);
    const written = await repos.transaction(async (tx) => {
      const detail = alongside ? await alongside(tx, screen) : {};
      return writeIn(tx, actor, { ...input, detail: { ...input.detail, ...detail } });
    });
    if (written.state === 'published') await announce(actor.tenantId, input.id);
    return written;
  }

  /** A checked text written as the screen's next version, with its audit row, in the caller's transaction. */
  async function writeIn(tx: Repositories, actor: Actor, input: WriteInput): Promise<VersionSummary> {
    await tx.screenVersions.lock(actor.tenantId, input.id);
    const current = await tx.screenVersions.latest(actor.tenantId, input.id, 'published');
    if ((current?.version ?? 0) !== input.baseVersion) {
      const base =
        input.baseVersion > 0 ? await tx.screenVersions.version(actor.tenantId, input.id, input.baseVersion) : null;
      throw stale(input.baseVersion, base, current!);
    }
    const row = await tx.screenVersions.append({
      tenantId: actor.tenantId,
      screenId: input.id,
      text: input.text,
      state: input.state,
      authorId: actor.userId,
      authorName: actor.username,
      message: input.message,
    });
    await tx.auditLogs.record({
      tenantId: actor.tenantId,
      userId: actor.userId,
      username: actor.username,
      action: `screen.${input.action}`,
      subject: input.id,
      detail: {
        version: row.version,
        state: row.state,
        baseVersion: input.baseVersion,
        message: input.message,
        ...input.detail,
      },
    });
    return row;
  }

  /** 409 with the version the author started from and the one published meanwhile. */
  const stale = (baseVersion: number, base: ScreenVersionRow | null, current: ScreenVersionRow) =>
    new HttpError(409, 'studio.stale', { current: current.version }, () => ({
      base: { version: baseVersion, text: base?.text ?? null },
      current: withoutTenant(current),
    }));

  return { list, read, version, check, write, writeIn, announce };
}

export type StudioFlows = ReturnType<typeof studioFlows>;
