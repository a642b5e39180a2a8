import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied by the app itself at start (client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: true,
});
