import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations from the schema; the server applies them at
// start with Drizzle's migrator (PGlite or PostgreSQL), so the same files serve both.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './server/db/schema.ts',
    './server/db/schema-chat.ts',
    './server/db/schema-diy.ts',
    './server/db/schema-news.ts',
    './server/db/schema-screens.ts',
  ],
  out: './server/db/migrations',
});
