import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// React 19 APIs that preact/compat does not have: the production build runs the app on
// Preact, where they would be undefined (its build check stops them too, later and slower).
const PREACT_LACKS = ['use', 'useActionState', 'useOptimistic', 'useFormStatus', 'useFormState'];
const PREACT_MESSAGE =
  'The production build runs on Preact, which does not provide this React 19 API; see ' +
  'docs/decisions/013-preact-in-the-production-build.md. Use useState/useEffect and an onSubmit handler.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-react/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'].map((name) => ({
            name,
            importNames: PREACT_LACKS,
            message: PREACT_MESSAGE,
          })),
          patterns: [
            {
              group: ['@labshop/domain/api/*'],
              allowTypeImports: true,
              message:
                'The web takes only the types of the API answers, so their zod schemas stay out of the bundle: use `import type`.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `MemberExpression[object.name=/^React(DOM)?$/][property.name=/^(${PREACT_LACKS.join('|')})$/]`,
          message: PREACT_MESSAGE,
        },
        {
          // A function as a form's action (React 19 form actions); a URL string stays allowed.
          selector:
            "JSXAttribute[name.name=/^(action|formAction)$/][value.type='JSXExpressionContainer'][value.expression.type!=/^(Literal|TemplateLiteral)$/]",
          message: `Function form actions are React 19 only. ${PREACT_MESSAGE}`,
        },
      ],
    },
  },
  {
    // Type-aware: a promise nobody awaits fails silently, and one handed to a callback that
    // ignores it (an onClick, a forEach) loses its rejection.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
