// The screen studio's calls (docs/api.md "Screen studio"). The check and the writes leave their
// refusals to the editor, which shows each error at its place in the text.
import type {
  StudioCheckError,
  StudioLackingRows,
  StudioListItem,
  StudioScreenDetail,
  StudioVersion,
  StudioVersionSummary,
  WizardChoices,
  WizardRequest,
  WizardResult,
} from '../../../schemas/wire/studio';
import { api } from '../../lib/api-client';
import { addTitleTexts } from '../../lib/i18n';
import { ApiError, errorAnswer } from '../../lib/api-error';

export type { StudioCheckError, StudioListItem, StudioScreenDetail, StudioVersion, StudioVersionSummary };

/** The tenant's screens; a title that is a screen's own text is added to the texts on the way. */
export async function fetchStudioScreens(): Promise<StudioListItem[]> {
  const screens = await api.get<StudioListItem[]>('api/studio/screens');
  for (const item of screens) if (item.titleTexts) addTitleTexts(item.title, item.titleTexts);
  return screens;
}

export const fetchStudioScreen = (id: string) => api.get<StudioScreenDetail>(`api/studio/screen/${id}`);

export const fetchStudioVersion = (id: string, version: number) =>
  api.get<StudioVersion>(`api/studio/version/${version}/${id}`);

/** What a write needs besides the text: the published version it started from (0: the file). */
export interface WriteInput {
  text: string;
  baseVersion: number;
  message?: string;
}

export const checkScreenText = (id: string, text: string) =>
  api.post<void>(`api/studio/check/${id}`, { text }, { skipErrorUi: true });

export const saveDraft = (id: string, input: WriteInput) =>
  api.post<StudioVersionSummary>(`api/studio/draft/${id}`, input, { skipErrorUi: true });

/** `fill`: values for the stored rows lacking a field this version makes required. */
export const publishScreen = (id: string, input: WriteInput & { fill?: Record<string, unknown> }) =>
  api.post<StudioVersionSummary>(`api/studio/publish/${id}`, input, { skipErrorUi: true });

/** The fields the text makes required and how many stored rows lack each (its errors are the editor's). */
export const fetchLackingRows = async (id: string, text: string) =>
  (await api.post<{ fields: StudioLackingRows[] }>(`api/studio/shape/${id}`, { text }, { skipErrorUi: true })).fields;

export const rollbackScreen = (id: string, input: { version: number; baseVersion: number; message?: string }) =>
  api.post<StudioVersionSummary>(`api/studio/rollback/${id}`, input);

/** A screen's JSON file (as `npm run schemas:check` and git keep it) written as a new version of the screen it names. */
export const importScreen = (input: WriteInput & { publish: boolean }) =>
  api.post<StudioVersionSummary>('api/studio/import', input, { skipErrorUi: true });

/** The errors of a refused text (400 with `errors`), or null for any other failure. */
export function refusedErrors(error: unknown): StudioCheckError[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const errors = (errorAnswer(error) as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as StudioCheckError[]) : null;
}

/** The new-screen wizard: the screen, its texts, menu item, buttons and grants in one call. */
export const createScreenWithWizard = (request: WizardRequest) =>
  api.post<WizardResult>('api/studio/wizard', request, { skipErrorUi: true });

/** What the wizard offers the author: their folders, the dictionaries, the roles they may grant to. */
export const fetchWizardChoices = () => api.get<WizardChoices>('api/studio/wizard');
