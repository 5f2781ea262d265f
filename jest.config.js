// One jest configuration, three projects. `npm test` runs them in turn (unit, integration,
// browser) after the bring-up; `npx jest --selectProjects unit` runs one directly.
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

// ESM-only packages that jest's CommonJS runtime must have transformed.
const esmOnly = [
  'oidc-provider',
  'openid-client',
  'oauth4webapi',
  'jose',
  'quick-lru',
  'nanoid',
  'intl-messageformat',
  '@formatjs',
];

const common = {
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleNameMapper: { '^@asiguro/([a-z0-9-]+)$': '<rootDir>/libs/$1/src/index.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
  rootDir: __dirname,
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{libs,services,web,console}/**/src/**/*.spec.{ts,tsx}',
        '<rootDir>/infra/test/**/*.spec.ts',
      ],
      testEnvironment: 'node',
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{libs,services,infra}/**/test/**/*.int-spec.ts'],
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/infra/jest/integration.setup.ts'],
      slowTestThreshold: 20,
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/{web,console,services}/**/test/**/*.e2e-spec.ts'],
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/infra/jest/browser.setup.ts'],
      slowTestThreshold: 60,
    },
  ],
};
