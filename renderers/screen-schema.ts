// The screen schema's types are shared with the server (schemas/wire/screen-schema.ts); the
// renderer reads forms as Formily's ISchema, which SchemaForm and the search bar take.
import type { ISchema } from '@formily/react';
import type { DocumentScreen, DocumentSection as Section, Screen } from '../schemas/wire/screen-schema';

export type {
  ApiCall,
  FormContainer,
  Permission,
  RouteLink,
  ScreenColumn,
  SectionCall,
} from '../schemas/wire/screen-schema';

/** One table screen, as stored in schemas/<area>/<id>.json and validated by schemas/_meta/screen.schema.json. */
export type ScreenSchema = Screen<ISchema>;

/** One part of a document screen: a form saved by its own call, or another (table) screen embedded. */
export type DocumentSection = Section<ISchema>;

/** A document screen: one object loaded by one call, shown and saved in sections (docs/schemas.md). */
export type DocumentSchema = DocumentScreen<ISchema>;
