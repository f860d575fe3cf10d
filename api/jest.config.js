// Unit specs sit beside the code (*.spec.ts); integration specs (*.int-spec.ts) run against
// one embedded PostgreSQL server started in globalSetup, with a fresh database per file.
const swcOptions = {
  jsc: {
    target: 'es2023',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
  module: { type: 'commonjs' },
};

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  // Nest 12 ships as ESM only: compile it to CommonJS for the Jest runtime.
  transform: { '^.+\\.(t|j)s$': ['@swc/jest', swcOptions] },
  // ESM-only packages Jest's CommonJS runtime must have compiled: Nest, pg-boss, the AI SDK and their
  // dependencies.
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|pg-boss|serialize-error|non-error|rrule-temporal|temporal-spec|ai|@ai-sdk|@workflow|@vercel/oidc|eventsource-parser|zod)/)',
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
