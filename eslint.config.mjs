import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-gallery/**',
      'node_modules/**',
      'coverage/**',
      'demo/frameworks/dist/**',
      'demo/frameworks/angular/.angular/**',
      'bench/.build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='innerHTML']",
          message: 'Never write agent strings through innerHTML.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'test/**', 'bench/**', 'scripts/**', 'demo/**'],
    rules: {'@typescript-eslint/no-non-null-assertion': 'off', 'no-restricted-syntax': 'off'},
  },
);
