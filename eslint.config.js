/**
 * ESLint, after the Hydrogen skeleton's flat config (react, hooks, jsx-a11y, import,
 * typed rules), written with the plugins' own flat configs, plus the boundaries the
 * design draws: app/ and sandbox/ never import each other, app/lib never imports React.
 * Formatting is Prettier's job (`npm run format`), so eslint-config-prettier comes last.
 */
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REACT_MODULES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@prismicio/react',
  '@conform-to/react',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'build/',
      '.react-router/',
      '**/*.generated.d.ts',
      'prismicio-types.d.ts',
      'test-results/',
      'bench-results/',
    ],
  },

  // The storefront: the skeleton's rule set.
  {
    files: ['app/**/*.{ts,tsx}', 'server.ts'],
    extends: [
      js.configs.recommended,
      comments.recommended,
      tseslint.configs.recommended,
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      jsxA11y.flatConfigs.recommended,
      importPlugin.flatConfigs.recommended,
      importPlugin.flatConfigs.typescript,
    ],
    plugins: {'react-hooks': reactHooks},
    languageOptions: {
      globals: {...globals.browser, ...globals.worker},
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    settings: {
      react: {version: 'detect'},
      formComponents: ['Form'],
      linkComponents: [
        {name: 'Link', linkAttribute: 'to'},
        {name: 'NavLink', linkAttribute: 'to'},
      ],
      'import/internal-regex': '^~/',
      'import/resolver': {typescript: {alwaysTryTypes: true}, node: true},
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@eslint-community/eslint-comments/no-unused-disable': 'error',
      'no-console': ['warn', {allow: ['warn', 'error']}],
      'object-shorthand': ['error', 'always', {avoidQuotes: true}],
      'no-useless-escape': 'off',
      'no-case-declarations': 'off',
      'jsx-a11y/control-has-associated-label': 'off',
      'jsx-a11y/label-has-for': 'off',
      // Our own select wrappers render the native control inside the label.
      'jsx-a11y/label-has-associated-control': [
        'error',
        {controlComponents: ['SortSelect']},
      ],
      'react/display-name': 'off',
      'react/no-array-index-key': 'warn',
      'react/prop-types': 'off',
      '@typescript-eslint/naming-convention': [
        'error',
        {
          selector: 'default',
          format: ['camelCase', 'PascalCase', 'UPPER_CASE'],
          leadingUnderscore: 'allowSingleOrDouble',
          trailingUnderscore: 'allowSingleOrDouble',
        },
        {selector: 'typeLike', format: ['PascalCase']},
        {
          selector: 'typeParameter',
          format: ['PascalCase'],
          leadingUnderscore: 'allow',
        },
        {selector: 'interface', format: ['PascalCase']},
        {selector: 'property', format: null},
        // Imports keep the names their modules give them.
        {selector: 'import', format: null},
      ],
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Vite's asset queries, React Router's virtual modules and the analytics alias
      // (vite.config.ts) resolve at build time.
      'import/no-unresolved': [
        'error',
        {ignore: ['^virtual:', '\\?(url|inline|raw)$', '^hydrogen-analytics$']},
      ],
      // Scrolling tables are focusable regions, so keyboard users can scroll them (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: [], roles: ['tabpanel', 'region']},
      ],
      // The TypeScript compiler already checks these, with the real module resolution
      // (a name exported twice through `export *` is an error there unless it is one symbol).
      'import/export': 'off',
      'import/named': 'off',
      'import/namespace': 'off',
      'import/default': 'off',
      'import/no-named-as-default-member': 'off',
      // The design's boundary: the storefront never reaches into the sandbox store.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/sandbox', '**/sandbox/**'],
              message: 'app/ and sandbox/ share only wire protocols.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.server.{ts,tsx}', 'server.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
  {
    // app/lib is plain logic: no React, no components (their types may be shared).
    files: ['app/lib/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: REACT_MODULES.filter((name) => !name.endsWith('*')).map(
            (name) => ({name, message: 'app/lib never imports React.'}),
          ),
          patterns: [
            {
              group: ['**/sandbox', '**/sandbox/**'],
              message: 'app/ and sandbox/ share only wire protocols.',
            },
            {
              group: REACT_MODULES.filter((name) => name.endsWith('*')),
              message: 'app/lib never imports React.',
            },
            {
              group: ['~/components/*', '~/slices/*', '~/routes/*', '~/root'],
              allowTypeImports: true,
              message: 'app/lib never imports React (types only).',
            },
          ],
        },
      ],
    },
  },

  // The sandbox store: only the boundary.
  {
    files: ['sandbox/**/*.ts'],
    languageOptions: {parser: tseslint.parser},
    plugins: {'@typescript-eslint': tseslint.plugin},
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/*', '**/app', '**/app/**'],
              message: 'sandbox/ and app/ share only wire protocols.',
            },
          ],
        },
      ],
    },
  },

  prettier,
);
