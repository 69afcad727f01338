// Writes schemas/_meta/screen.schema.json from the renderer registries, so widget and cell names
// cannot drift from what the renderer knows. Run: node --import tsx scripts/generate-meta-schema.ts
// (tests/unit/renderers/meta-schema.test.ts fails when the committed file is out of date).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { metaSchemaText } from '../renderers/meta/meta-schema';

const target = fileURLToPath(new URL('../schemas/_meta/screen.schema.json', import.meta.url));
writeFileSync(target, metaSchemaText());
console.log(`wrote ${target}`);
