import { defineConfig } from '@hey-api/openapi-ts';

// Regenerate with `npm run generate` after changing the API; CI fails when this output is stale.
export default defineConfig({
  input: '../api/openapi.json',
  output: { path: './src/generated' },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
});
