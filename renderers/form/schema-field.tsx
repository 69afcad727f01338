import { createSchemaField } from '@formily/react';
import { fields } from '../fields/registry';
import { UnknownWidget } from '../unknown-widget';
import './validators';

/** Everything a schema may name, plus the box that toBrowserSchema substitutes for unknown names. */
const components = { ...fields, UnknownWidget };

/** The one SchemaField of the app: JSON names components only by string, from the field registry. */
export const SchemaField = createSchemaField({ components });
