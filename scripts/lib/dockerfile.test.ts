import assert from "node:assert/strict"
import { readFileSync } from "node:fs"
import path from "node:path"
import { test } from "node:test"
import { dockerfileRunCommands, parseInstructions, parseStages, stageRunCommands, type Instruction } from "./dockerfile.js"
import { ROOT } from "./paths.js"

const DOCKERFILE = String.raw`# syntax=docker/dockerfile:1
# A comment before the first stage.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM --platform=linux/amd64 node:24-bookworm-slim AS Deps
WORKDIR /shop
RUN npm ci \
      --omit=dev \
    # a comment inside the continuation is skipped

      --workspace storefront
run echo lower-case keyword

FROM deps AS build
COPY . .
RUN --mount=type=cache,target=/root/.npm npm run build -w storefront
# RUN commented out
RUN ["node", "-e", "console.log(1 + 1)", "it's"]
RUN [not json
  # indented comment
RUN cd commerce && npx medusa build   \
    && echo done

FROM node:24-bookworm-slim
CMD ["node", "main.js"]
`

test("dockerfile: the RUN commands of a named stage, in order, continuations joined and comments left out", () => {
  assert.deepEqual(stageRunCommands(DOCKERFILE, "deps"), ["npm ci       --omit=dev       --workspace storefront", "echo lower-case keyword"])
})

test("dockerfile: a stage's RUN commands exclude those of the stage it starts FROM; RUN flags are dropped; exec form is quoted", () => {
  assert.deepEqual(stageRunCommands(DOCKERFILE, "build"), [
    "npm run build -w storefront",
    String.raw`node -e 'console.log(1 + 1)' 'it'\''s'`,
    "[not json",
    "cd commerce && npx medusa build       && echo done",
  ])
})

test("dockerfile: stage names compare case-insensitively; an unknown stage's error names the stages there are", () => {
  assert.equal(stageRunCommands(DOCKERFILE, "DEPS").length, 2)
  assert.throws(() => stageRunCommands(DOCKERFILE, "runtime"), /no stage named "runtime" \(stages: deps, build, \(unnamed\)\)/)
})

test("dockerfile: stages know their base and keep every instruction with its line", () => {
  const stages = parseStages(DOCKERFILE)
  assert.deepEqual(
    stages.map((stage) => [stage.name, stage.from]),
    [
      ["deps", "node:24-bookworm-slim"],
      ["build", "deps"],
      [undefined, "node:24-bookworm-slim"],
    ]
  )
  assert.deepEqual(stages[0]!.instructions[0], { keyword: "WORKDIR", text: "/shop", line: 6 })
  assert.equal(stages[0]!.instructions[1]!.line, 7)
  assert.deepEqual(stages[2]!.instructions, [{ keyword: "CMD", text: `["node", "main.js"]`, line: 25 }])
})

test("dockerfile: heredocs, SHELL, another escape character and instructions before FROM are refused", () => {
  assert.throws(() => stageRunCommands("FROM node AS a\nRUN <<EOF\nnpm ci\nEOF\n", "a"), /heredocs are not supported/)
  assert.throws(() => stageRunCommands(`FROM node AS a\nSHELL ["bash", "-c"]\nRUN npm ci\n`, "a"), /SHELL is not supported/)
  assert.throws(() => parseInstructions("# escape=`\nFROM node\n"), /escape character/)
  assert.throws(() => parseStages("WORKDIR /shop\nFROM node\n"), /WORKDIR before the first FROM/)
})

test("dockerfile: blanks after the backslash still continue the line; a continuation on the last line ends the instruction", () => {
  assert.deepEqual(stageRunCommands("FROM node AS a\nRUN npm ci \\ \t\n  --omit=dev\n", "a"), ["npm ci   --omit=dev"])
  assert.deepEqual(stageRunCommands("FROM node AS a\nRUN npm ci \\", "a"), ["npm ci"])
})

// The shop's own Dockerfiles: `npm run check:production` runs their build stages' commands from the repository root.
for (const service of ["commerce", "storefront"]) {
  test(`dockerfile: ${service}/Dockerfile's build stage installs and builds from the repository root`, () => {
    const file = path.join(ROOT, service, "Dockerfile")
    const commands = dockerfileRunCommands(file, "build")
    assert.match(commands[0] ?? "", /^npm ci .*--workspace /)
    assert.ok(commands.includes(`npm run build -w ${service}`), commands.join("\n"))
    // WORKDIR in the build stage and the stages it starts from: the root only, set before any RUN.
    const stages = parseStages(readFileSync(file, "utf8"))
    const chain: Instruction[] = []
    for (let stage = stages.find((s) => s.name === "build"); stage;) {
      chain.unshift(...stage.instructions)
      const parent: string = stage.from
      stage = stages.find((s) => s.name === parent)
    }
    const workdirs = chain.filter((instruction) => instruction.keyword === "WORKDIR")
    assert.deepEqual(
      workdirs.map((instruction) => instruction.text),
      ["/shop"]
    )
    assert.ok(chain.indexOf(workdirs[0]!) < chain.findIndex((instruction) => instruction.keyword === "RUN"))
  })

  test(`dockerfile: ${service}/Dockerfile copies every workspace's manifest before npm ci (it checks the lockfile against all)`, () => {
    const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { workspaces: string[] }
    const manifests = parseStages(readFileSync(path.join(ROOT, service, "Dockerfile"), "utf8")).find((stage) => stage.name === "manifests")
    const copies = (manifests?.instructions ?? []).filter((instruction) => instruction.keyword === "COPY").map((instruction) => instruction.text)
    const expected = ["package.json package-lock.json ./", ...workspaces.map((workspace) => `${workspace}/package.json ${workspace}/`)]
    assert.deepEqual([...copies].sort(), [...expected].sort())
  })
}
