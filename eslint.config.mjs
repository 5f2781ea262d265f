// One ESLint setup for every workspace (`npm run lint`); formatting is Prettier's job.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const USE_CHISINAU_DAY =
  'a calendar day taken from a UTC timestamp names the day before for the first hours of every day in Chișinău; use chisinauDayOf, coverDays or formatDay from @asiguro/domain';

/** The ways a day is read off, or built on, UTC: toISOString().slice(0, 10) and its relatives. */
const UTC_DAY_RULES = [
  {
    selector:
      "CallExpression[callee.property.name=/^(slice|substring|substr|split|replace|match)$/][callee.object.type='CallExpression'][callee.object.callee.property.name=/^(toISOString|toJSON)$/]",
    message: USE_CHISINAU_DAY,
  },
  {
    selector:
      "MemberExpression[property.name='getUTCFullYear'], MemberExpression[property.name=/^getUTC(Month|Date|Day)$/]",
    message: USE_CHISINAU_DAY,
  },
  {
    selector:
      "CallExpression[callee.property.name=/^set(UTC)?(FullYear|Month|Date)$/][callee.object.type='NewExpression']",
    message: USE_CHISINAU_DAY,
  },
  {
    // `${day}T00:00:00Z`: the UTC midnight of a day is not its start in Chișinău.
    selector: 'TemplateElement[value.raw=/^T(00:00|23:59)(:\\d\\d(\\.\\d+)?)?Z/]',
    message: USE_CHISINAU_DAY,
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'coverage/**', 'bench-results/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'no-console': 'error',
      eqeqeq: ['error', 'always'],
      // Dates people read are calendar days in Chișinău: never a day read off a UTC timestamp.
      'no-restricted-syntax': ['error', ...UTC_DAY_RULES],
    },
  },
  {
    // Services and libraries reach the database through libs/persistence's repositories and
    // queries only (infra/test/data-access.spec.ts checks the same over the whole tree).
    files: ['services/*/src/**/*.ts', 'libs/*/src/**/*.ts'],
    ignores: ['libs/persistence/**', 'libs/testing/**', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typeorm', message: 'Use a repository or query from @asiguro/persistence.' },
            { name: '@nestjs/typeorm', message: 'Use a repository or query from @asiguro/persistence.' },
          ],
          patterns: [{ group: ['typeorm/*'], message: 'Use a repository or query from @asiguro/persistence.' }],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
