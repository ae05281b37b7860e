const { loadEnv } = require("@medusajs/utils")
loadEnv("test", process.cwd())

/** Integration tests against a real PostgreSQL (DB_* from scripts/with-test-database.ts). */
module.exports = {
  transform: {
    // .tsx: the e-mails are React Email components (src/emails/). Kept apart: TSX parsing rejects the
    // generic arrow functions (`<T>(x) => …`) of plain TypeScript.
    "^.+\\.tsx$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", tsx: true, decorators: true }, transform: { react: { runtime: "automatic" } }, target: "es2021" } }],
    "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true }, target: "es2021" } }],
  },

  // The seed workspace is TypeScript source reached through node_modules: transform it too.
  transformIgnorePatterns: ["/node_modules/(?!@shop/)"],
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "tsx", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  setupFiles: ["./integration-tests/setup.js"],
  // One migrated database the suites' databases are copied from (integration-tests/support/migrated-template.ts).
  globalSetup: "./integration-tests/global-setup.ts",
  testMatch: ["**/integration-tests/{http,unit}/*.spec.[jt]s"],
}
