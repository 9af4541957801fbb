import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'site/generated/', 'node_modules/', '.bench/', '.cache/', '.vitest/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: "Import routing from 'site/router.ts' only." }],
        },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/router.ts', 'site/router.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router-dom', message: "Import routing from 'site/router.tsx' only, so a move to react-router v8 is a one-file change." }] },
      ],
    },
  },
);
