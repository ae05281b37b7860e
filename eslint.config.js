// ESLint for every workspace: TypeScript rules everywhere, checked with each file's types (typescript-eslint's
// project service reads the nearest tsconfig.json), React rules for .tsx (admin extensions, e-mails, storefront app).
import js from "@eslint/js"
import { createRequire } from "node:module"
import path from "node:path"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

const require = createRequire(import.meta.url)
/** The React a workspace runs (its own, else the root's): the storefront and the Studio are on 19, Medusa's admin and e-mails on 18. */
const reactVersionOf = (workspace) => require(require.resolve("react/package.json", { paths: [path.join(import.meta.dirname, workspace)] })).version

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.medusa/**",
      "**/dist/**",
      "cms/.dist-next/**",
      "cms/.dist-previous/**",
      "**/build/**",
      ".data/**",
      "**/public/**",
      "**/migrations/**",
      "**/.sanity/**",
      "test-results/**",
      "playwright-report/**",
      ".bench/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // The promise rules of recommendedTypeChecked (its no-unsafe-* rules would first need the integration
      // tests' response bodies typed). `void promise` says "started on purpose, not awaited": it is kept only
      // where the promise cannot reject or handles its own failure (each was checked; the function's doc comment
      // says so where that is not plain); one that can fail gets a .catch that says what happens, or is awaited.
      // node:test runs and reports the tests a file declares, whether or not their promises are awaited.
      "@typescript-eslint/no-floating-promises": [
        "error",
        { ignoreVoid: true, allowForKnownSafeCalls: [{ from: "package", package: "node:test", name: ["test", "it", "describe", "suite"] }] },
      ],
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    // The storefront's app is type-checked by tsconfig.app.json (browser libraries, Vite's types, React 19's
    // types by path). The project service only finds files named tsconfig.json, and storefront/tsconfig.json is
    // the server's: the app's files are given their program by name.
    files: ["storefront/src/**/*.{ts,tsx}", "storefront/bench-floor/**/*.tsx", "storefront/vite.config.ts"],
    languageOptions: { parserOptions: { projectService: false, project: "./storefront/tsconfig.app.json" } },
  },
  {
    // Plain JavaScript config files belong to no tsconfig (no allowJs): linted without types.
    files: ["**/*.{js,cjs,mjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: { ...globals.browser } },
  },
  ...["storefront", "cms", "commerce"].map((workspace) => ({
    files: [`${workspace}/**/*.tsx`],
    settings: { react: { version: reactVersionOf(workspace) } },
  })),
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Medusa's conventions: CommonJS config files and jest globals in integration tests.
    files: ["commerce/*.js", "commerce/integration-tests/**"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: { "@typescript-eslint/no-require-imports": "off", "@typescript-eslint/no-explicit-any": "off" },
  }
)
