// ESLint for every workspace: TypeScript rules everywhere, React rules for .tsx (admin extensions, storefront app).
import js from "@eslint/js"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/.medusa/**", "**/dist/**", "cms/.dist-next/**", "cms/.dist-previous/**", "**/build/**", ".data/**", "**/public/**", "**/migrations/**", "**/.sanity/**", "test-results/**", "playwright-report/**", ".bench/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: { ...globals.browser } },
    settings: { react: { version: "18.3" } },
  },
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
