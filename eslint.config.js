import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** React APIs preact/compat (the CDN runtime, ADR 061) lacks. */
const preactMissing = [
  {
    name: 'react',
    importNames: ['useActionState', 'useOptimistic', 'useFormStatus', 'Activity', 'cache'],
    message: 'preact/compat (the CDN runtime, ADR 061) does not provide it.',
  },
  {
    name: 'react-dom',
    importNames: ['useFormStatus', 'preload', 'preinit', 'prefetchDNS', 'preconnect', 'requestFormReset'],
    message: 'preact/compat (the CDN runtime, ADR 061) does not provide it.',
  },
];

/** Which folders a layer's (non-test) files may not import from, ADR 122: `regex` on the import path. */
function layering(files, regex, message) {
  return {
    files: [files],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: preactMissing, patterns: [{ regex, message }] }] },
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', '.storybook/public/', 'demo/public/', 'tests/consumers/**/dist/', 'tests/consumers/**/.next/', 'tests/consumers/**/next-env.d.ts', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Rules of the house (ARCHITECTURE §3): fetch lives only in core/http.
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use core/http (request) instead of fetch.' },
      ],
    },
  },
  {
    // The CDN build renders src/ with preact/compat (docs/decisions/061-preact-compat-cdn-runtime.md): React APIs
    // it lacks would work in Storybook and the unit tests and break on every Django and partner page.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: preactMissing }] },
  },
  // Chunks follow folders (docs/decisions/122-chunks-follow-folders.md): core is the runtime every page loads
  // and imports neither widgets nor shared pieces; a shared piece imports no widget.
  layering(
    'src/core/**/*.{ts,tsx}',
    '(^|/)(widgets|shared)/',
    'src/core loads on every page: it must not import widget or shared code (ADR 122).',
  ),
  // The modal chunk is lazy (ADR 060), not the runtime: it takes its icons from the one icon module (ADR 197).
  layering(
    'src/core/modal/**/*.{ts,tsx}',
    '(^|/)widgets/|(^|/)shared/(?!ui/icons$)',
    'src/core/modal may import only the shared icon module (ADR 122, 197).',
  ),
  layering('src/shared/**/*.{ts,tsx}', '(^|/)widgets/', 'A shared piece must not import widget code (ADR 122).'),
  {
    // The CDN build gives @nanostores/react a listenKeys that throws (docs/decisions/124-runtime-diet.md).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useStore'][arguments.length>1]",
          message: 'useStore(store, options): the CDN build drops the keys option (ADR 124); subscribe to the store.',
        },
      ],
    },
  },
  {
    files: ['src/core/http/**', 'tests/**', 'bench/**', 'demo/**', 'mocks/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
);
