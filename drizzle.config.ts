import { defineConfig } from 'drizzle-kit';

// Generation only reads the schema; the API applies the migrations itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/src/db/schema.ts',
  out: './server/src/db/migrations',
});
