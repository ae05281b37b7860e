import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { ROOT } from "./paths.js"

const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"))

/** The tsconfig files a workspace's own `typecheck` script checks (`tsc --noEmit -p <file>`), from the root. */
function programsOf(workspace: string): string[] {
  const script: string = readJson(path.join(workspace, "package.json")).scripts?.typecheck ?? ""
  return [...script.matchAll(/-p\s+(\S+)/g)].map((match) => path.join(workspace, match[1]!))
}

// npm test and `npm run typecheck` check tsconfig.all.json's list in one tsc: a program left out of it would
// never be type-checked there, though its workspace's own script names it.
test("typecheck: tsconfig.all.json lists the root's program and every workspace's, and nothing else", () => {
  const workspaces: string[] = readJson("package.json").workspaces
  const expected = ["tsconfig.json", ...workspaces.flatMap(programsOf)].sort()
  assert.ok(expected.length > workspaces.length, `every workspace has a typecheck script: ${expected.join(", ")}`)
  const listed = (readJson("tsconfig.all.json").references as { path: string }[]).map((reference) => path.normalize(reference.path)).sort()
  assert.deepEqual(listed, expected)
})
