import { defineConfig } from '@hey-api/openapi-ts';

// Regenerate with `npm run generate` after changing the API; CI fails when this output is stale.
// The TanStack Query plugin writes each GET's query options and key (`listWalletsOptions()`,
// `listWalletsQueryKey()`) and each operation's mutation options (`createWalletMutation()`); the
// hooks in src/<domain>/ add only the policy (docs/frontend.md, "Data hooks"). No infinite queries:
// every list is paged by the screen.
export default defineConfig({
  input: '../api/openapi.json',
  output: { path: './src/generated' },
  plugins: [
    '@hey-api/client-fetch',
    '@hey-api/typescript',
    '@hey-api/sdk',
    { name: '@tanstack/react-query', infiniteQueryKeys: false, infiniteQueryOptions: false },
  ],
});
