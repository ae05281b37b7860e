import assert from "node:assert/strict"
import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import os from "node:os"
import path from "node:path"
import { test } from "node:test"
import { checkedFiles, headingAnchor, missingReferences, namedPaths, scriptComments } from "./file-references.js"
import { ROOT } from "./paths.js"

test("file references: every file README.md, docs/, the other Markdown files and the code's comments name exists", () => {
  const problems = missingReferences(ROOT, checkedFiles(ROOT))
  assert.deepEqual(
    problems.map(({ file, line, named, reason }) => `${file}:${line} names ${named}, which ${reason}`),
    [],
    "a document or comment names a file that is not in the repository: fix the reference (or the file's name)"
  )
})

test("file references: the repository's documents, sources and configuration are checked; its decision records are not", () => {
  const files = checkedFiles(ROOT)
  for (const file of ["README.md", "docs/production.md", "storefront/server/app.ts", "docker-compose.yml", "varnish/default.vcl", "commerce/Dockerfile"]) {
    assert.ok(files.includes(file), `${file} is checked`)
  }
  assert.ok(!files.some((file) => file.startsWith("docs/adr/")), "decision records are kept as written, not checked")
})

test("file references: paths in prose, backticked or plain; not URLs, package names, other projects' paths or placeholders", () => {
  const text = [
    "See `storefront/server/app.ts` and bench/whole-site.ts, or ./lib/paths.js (the .ts beside it).",
    "Not these: https://github.com/medusajs/medusa/blob/develop/packages/core/index.ts, node:fs/promises,",
    "@sanity/client/stega.js, cms/content/source/copy/<lang>.ts, /usr/share/doc/file.txt, {dir}/x.json, a/b.",
  ].join("\n")
  assert.deepEqual(
    namedPaths(text).map(({ line, named }) => `${line} ${named}`),
    ["1 storefront/server/app.ts", "1 bench/whole-site.ts", "1 ./lib/paths.js"]
  )
  assert.deepEqual(
    namedPaths("[the guide](docs/editors.md#opening-the-studio), [a site](https://example.com/a.md), [up](#configuration)", true).map(
      ({ named, anchor }) => `${named}#${anchor ?? ""}`
    ),
    ["docs/editors.md#", "docs/editors.md#opening-the-studio", "#configuration"]
  )
})

test("file references: a script's comments only, not its strings or regular expressions", () => {
  const source = [
    'const url = "see bench/not-a-comment.ts"',
    "const pattern = /a\\/b\\.ts/ // after bench/in-a-comment.ts",
    "/** Block: storefront/server/app.ts */",
    "function f() {",
    "  return 1",
    "  // before a closing brace: scripts/lib/shop.ts",
    "}",
  ].join("\n")
  const comments = scriptComments("example.ts", source).map((comment) => comment.text)
  assert.deepEqual(comments, ["// after bench/in-a-comment.ts", "/** Block: storefront/server/app.ts */", "// before a closing brace: scripts/lib/shop.ts"])
})

test("file references: a missing file is reported with where it is named; an existing one, an ignored one or one outside the repository's folders is not", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "file-references-"))
  try {
    mkdirSync(path.join(root, "app/lib"), { recursive: true })
    mkdirSync(path.join(root, "docs"), { recursive: true })
    mkdirSync(path.join(root, ".data"), { recursive: true })
    execFileSync("git", ["init", "-q"], { cwd: root })
    writeFileSync(path.join(root, ".gitignore"), ".data/\n")
    writeFileSync(path.join(root, "app/lib/real.ts"), "// Beside lib/real.ts: app/lib/gone.ts and .data/made-at-run-time.json\nexport {}\n")
    writeFileSync(
      path.join(root, "docs/guide.md"),
      "# Guide\n\n## Start here\n\nRead `app/lib/real.ts`, [start](#start-here) and [the old one](old.md), not packages/other/x.ts.\n[bad anchor](guide.md#nowhere)\n"
    )
    const problems = missingReferences(root, ["app/lib/real.ts", "docs/guide.md"]).map(({ file, line, named, reason }) => `${file}:${line} ${named} ${reason}`)
    assert.deepEqual(
      problems.sort(),
      ["app/lib/real.ts:1 app/lib/gone.ts does not exist", "docs/guide.md:5 old.md does not exist", "docs/guide.md:6 guide.md#nowhere has no heading for #nowhere"].sort()
    )
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})

test("file references: headings' anchors as GitHub makes them", () => {
  assert.equal(headingAnchor("After a sale: shipping, refunds and the shopper's e-mails"), "after-a-sale-shipping-refunds-and-the-shoppers-e-mails")
  assert.equal(headingAnchor("The production check: `npm run check:production`"), "the-production-check-npm-run-checkproduction")
})
