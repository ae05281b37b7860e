/**
 * Which way imports may point (storefront/server/README.md, "Layers"), checked by dependency-cruiser:
 * `npm run lint:imports`, and in `npm test` (scripts/test.ts, step "import directions").
 *
 * The storefront server: main.ts → app.ts → routes/, pages/, seo/ → data/ → cache/, search/, workers/,
 * commerce/, content/, shipping/, http/. An arrow back up is an error, type imports included; the app
 * (storefront/src/) and storefront/shared/ never import the server.
 * Test code (*.test.ts, *.run.ts, testing/) may import anything; production code never imports it.
 * bench/ and scripts/ reach a workspace through its package name (its package.json `exports`), never by a
 * relative path into its folder.
 */
const SERVER = "^storefront/server/"
/** Tests, the processes a test starts, and their helpers. */
const TEST_CODE = ["\\.test\\.ts$", "\\.run\\.ts$", `${SERVER}testing/`]
const LOWER = `${SERVER}(cache|search|workers|commerce|content|shipping|http)/`
const ENTRY = `${SERVER}(app|main|config)\\.ts$`
/** What a starting instance loads and renders before it is ready: the wiring's step, below app.ts only. */
const START_UP = `${SERVER}start-up\\.ts$`

module.exports = {
  forbidden: [
    {
      name: "server-lower-layers-import-upwards",
      comment:
        "cache/, search/, workers/, commerce/, content/, shipping/ and http/ are below the data layer: they never import data/, routes/, pages/, seo/ or the wiring (app.ts, main.ts, config.ts). Pass what they need in as an argument, or move the shared piece down.",
      severity: "error",
      from: { path: LOWER, pathNot: TEST_CODE },
      to: { path: [`${SERVER}(data|routes|pages|seo)/`, ENTRY, START_UP] },
    },
    {
      name: "server-data-imports-upwards",
      comment: "data/ (the one data layer) is read by routes/, pages/ and seo/; it never imports them, nor the wiring (app.ts, main.ts, config.ts).",
      severity: "error",
      from: { path: `${SERVER}data/`, pathNot: TEST_CODE },
      to: { path: [`${SERVER}(routes|pages|seo)/`, ENTRY, START_UP] },
    },
    {
      name: "server-wiring-imported",
      comment:
        "app.ts (the wiring) is imported by main.ts and by tests only, and main.ts and config.ts by nobody but main.ts and tests: routes, pages and the layers below get what they need as arguments. bench/ and scripts/ start the compiled server instead (bench/lib/fresh-storefront.ts).",
      severity: "error",
      from: { pathNot: [`${SERVER}main\\.ts$`, ...TEST_CODE] },
      to: { path: ENTRY },
    },
    {
      name: "server-start-up-imported",
      comment: "start-up.ts (the preload and first renders) is app.ts's step: only app.ts and tests import it; routes, pages and the layers below get what they need as arguments.",
      severity: "error",
      from: { pathNot: [`${SERVER}app\\.ts$`, ...TEST_CODE] },
      to: { path: START_UP },
    },
    {
      name: "production-imports-test-code",
      comment: "Production code (the storefront's server, shared/ and src/) never imports tests or test support (storefront/server/testing/).",
      severity: "error",
      from: { path: "^storefront/(server|shared|src)/", pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: "app-imports-server",
      comment: "The browser's app (storefront/src/) and what it shares with the server (storefront/shared/) never import the server.",
      severity: "error",
      from: { path: "^storefront/(src|shared)/" },
      to: { path: SERVER },
    },
    {
      name: "server-circular",
      comment: "No import cycles in the storefront server (a cycle of type imports only is no cycle at run time and is allowed).",
      severity: "error",
      from: { path: SERVER },
      to: { circular: true, dependencyTypesNot: ["type-only"], viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    {
      name: "tools-import-workspace-internals",
      comment:
        "bench/ and scripts/ import a workspace by its package name (e.g. @shop/storefront/varnishd, listed in its package.json `exports`), never by a relative path into its folder: add what they need to the exports.",
      severity: "error",
      from: { path: "^(bench|scripts)/" },
      to: { path: "^(storefront|commerce|contracts|cms|seed|stripe-stand-in)/", dependencyTypesNot: ["aliased-workspace"] },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import dependency-cruiser cannot resolve is one it cannot check.",
      severity: "error",
      from: { path: ["^storefront/server/", "^(bench|scripts)/"] },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules"] },
    // Built output, other helpers' worktrees (.bench/), data.
    exclude: { path: ["(^|/)node_modules/", "^\\.bench/", "^\\.data/", "(^|/)(build|dist|\\.medusa)/"] },
    // Type imports count: a back-arrow of types still couples the layers.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
    skipAnalysisNotInRules: true,
  },
}
