// The screen schema's types are shared with the renderer (schemas/wire/screen-schema.ts); the
// server reads forms as plain FormNodes, their default. What stays here is server logic on them.
import type { AnyScreen, DocumentScreen, Screen } from '../../schemas/wire/screen-schema';

export type {
  AnyScreen,
  ApiCall,
  DocumentScreen,
  FormNode,
  HttpMethod,
  Screen,
  ScreenAction,
} from '../../schemas/wire/screen-schema';

export const isDocument = (screen: AnyScreen): screen is DocumentScreen => screen.kind === 'document';

/** Whether the screen's calls are the standard ones that generic handlers, checks and walkers assume. */
export const isStandardScreen = (screen: AnyScreen): screen is Screen =>
  !isDocument(screen) && screen.calls === undefined;
