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
  };
};
