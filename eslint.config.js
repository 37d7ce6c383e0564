// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

/*
 * Lint (issue #20): TypeScript's own rules, React's rules of hooks, and accessibility in JSX. Formatting is Prettier's
 * (`npm run format`), not the linter's. A rule switched off here says why; one disabled in a file says why there.
 */
export default tseslint.config(
  { ignores: ['dist/', 'data/', 'screenshots/', 'node_modules/', 'client/vendor/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      // Types say what a value is; an `_` name says a parameter is there for its position only.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Contract declarations and zod's inference use `{}`-shaped helpers and namespace merging for Express.
      '@typescript-eslint/no-empty-object-type': 'off',
      // Control characters are matched on purpose: names and paths a visitor sends are stripped of them.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['client/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A step's field takes the focus when the step appears (the login's steps, the back office's password gate): that
      // is where the visitor's next key goes, and the screen reader announces the step with it.
      'jsx-a11y/no-autofocus': 'off',
      // Options are labels around their input with the words a few elements deep (a name, a price, a hint).
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
      // The React Compiler's advice (memoisation it would do itself): the site does not use the compiler.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/static-components': 'off',
      'react-hooks/use-memo': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['test/**/*.ts', 'scripts/**/*.ts'],
    rules: {
      // Tests and scripts reach into values whose shapes they assert at run time.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Chai's property assertions (`expect(x).to.be.true`) are expressions by design.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
);
