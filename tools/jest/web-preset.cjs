// Jest preset for the React projects: swc for TS/TSX, jsdom, Testing Library matchers.
const path = require('node:path');

module.exports = function webPreset(dirname) {
  return {
    rootDir: dirname,
    testEnvironment: 'jsdom',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
          },
        },
      ],
    },
    // ESM-only packages published untranspiled.
    transformIgnorePatterns: ['/node_modules/(?!(lucide-react)/)'],
    setupFilesAfterEnv: [path.join(__dirname, 'web-setup.ts')],
    testMatch: ['<rootDir>/src/**/*.spec.{ts,tsx}'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
    // Page tests render whole screens in jsdom; with every project's tests running at once on
    // a 2-core machine, 5 s (the default) was seen to run out for a test that takes 1 s alone.
    testTimeout: 20_000,
  };
};
