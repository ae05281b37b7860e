/**
 * Reads a Dockerfile's stages, so an image's build steps can run without Docker: `npm run check:production`
 * runs the RUN commands of commerce/Dockerfile's and storefront/Dockerfile's `build` stages in a checkout
 * (no Docker engine on the development machines), so the Dockerfiles and the check cannot drift apart.
 *
 * What it understands (Docker's own rules, https://docs.docker.com/reference/dockerfile/):
 * - comments: lines starting with `#` (after optional blanks), also between the lines of a continued instruction;
 *   parser directives at the top (`# syntax=…`; `# escape=` other than `\` is refused);
 * - line continuations: a `\` at the end of a line (blanks after it allowed) joins the next line; blank lines
 *   inside a continuation are skipped; leading blanks of continued lines are kept, as Docker keeps them;
 * - FROM [--platform=…] <image> [AS <name>]: starts a stage; names compare case-insensitively;
 * - RUN in shell form (the command as written) and exec form (a JSON array, returned shell-quoted); RUN's own
 *   flags (--mount, --network, --security) are dropped: they set up Docker's build container, not the command;
 * - every other instruction is kept as a keyword and its text (COPY, ENV, WORKDIR… are not interpreted).
 * Refused with an error: heredocs (`RUN <<EOF`), a SHELL instruction in the stage asked for, and instructions
 * before the first FROM other than ARG. The commands are meant for `sh -c` from the directory the stage's
 * WORKDIR stands for (the repository root in this shop's Dockerfiles). A stage's RUN commands do not include
 * those of the stage it starts FROM.
 */
import { readFileSync } from "node:fs"

export interface Instruction {
  /** Upper-case keyword: RUN, COPY, ENV… */
  keyword: string
  /** The rest of the instruction, continuations joined. */
  text: string
  /** 1-based line where the instruction starts. */
  line: number
}

export interface Stage {
  /** The name after AS, lower-cased; undefined for an unnamed stage. */
  name?: string
  /** The image or stage it starts FROM. */
  from: string
  instructions: Instruction[]
}

const COMMENT = /^\s*#/
const CONTINUATION = /\\[ \t]*$/

/** The instructions of a Dockerfile, comments and continuations resolved. */
export function parseInstructions(text: string): Instruction[] {
  const lines = text.split(/\r?\n/)
  const instructions: Instruction[] = []
  let index = 0
  // Parser directives: comments of the form `# key=value` before anything else.
  for (; index < lines.length; index++) {
    const directive = /^\s*#\s*([a-zA-Z]+)\s*=\s*(\S+)\s*$/.exec(lines[index]!)
    if (!directive) break
    if (directive[1]!.toLowerCase() === "escape" && directive[2] !== "\\") {
      throw new Error(`Dockerfile line ${index + 1}: only the default escape character \\ is supported`)
    }
  }
  for (; index < lines.length; index++) {
    const first = lines[index]!
    if (first.trim() === "" || COMMENT.test(first)) continue
    const start = index
    let continued = CONTINUATION.test(first)
    let joined = first.trimStart().replace(CONTINUATION, "")
    while (continued && index + 1 < lines.length) {
      const next = lines[++index]!
      // Comment and blank lines inside a continuation are skipped, and the instruction goes on.
      if (COMMENT.test(next) || next.trim() === "") continue
      continued = CONTINUATION.test(next)
      joined += next.replace(CONTINUATION, "")
    }
    const match = /^(\S+)\s*([\s\S]*)$/.exec(joined.trimEnd())
    if (!match) continue
    instructions.push({ keyword: match[1]!.toUpperCase(), text: match[2]!, line: start + 1 })
  }
  return instructions
}

/** The stages of a Dockerfile in order. */
export function parseStages(text: string): Stage[] {
  const stages: Stage[] = []
  for (const instruction of parseInstructions(text)) {
    if (instruction.keyword === "FROM") {
      const words = instruction.text.split(/\s+/).filter((word) => !word.startsWith("--"))
      const [from, as, name] = words
      if (!from) throw new Error(`Dockerfile line ${instruction.line}: FROM without an image`)
      stages.push({ from, name: as?.toUpperCase() === "AS" && name ? name.toLowerCase() : undefined, instructions: [] })
      continue
    }
    const stage = stages.at(-1)
    if (stage) stage.instructions.push(instruction)
    else if (instruction.keyword !== "ARG") {
      throw new Error(`Dockerfile line ${instruction.line}: ${instruction.keyword} before the first FROM`)
    }
  }
  return stages
}

/** Quotes one word for sh (exec-form RUN written as a shell command). */
const shellQuote = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`)

/** One RUN instruction as a shell command. */
function runCommand(instruction: Instruction): string {
  let text = instruction.text
  // RUN's flags (--mount=…, --network=…, --security=…) come before the command.
  while (/^--\S+/.test(text)) text = text.replace(/^--\S+\s*/, "")
  if (text.startsWith("<<")) throw new Error(`Dockerfile line ${instruction.line}: heredocs are not supported`)
  if (text.startsWith("[")) {
    try {
      const words: unknown = JSON.parse(text)
      if (Array.isArray(words) && words.every((word) => typeof word === "string")) return words.map(shellQuote).join(" ")
    } catch {
      // Not valid JSON: Docker runs it in shell form, and so do we.
    }
  }
  return text.trim()
}

/** The RUN commands of the stage named `stageName`, in order. */
export function stageRunCommands(text: string, stageName: string): string[] {
  const stages = parseStages(text)
  const stage = stages.find((candidate) => candidate.name === stageName.toLowerCase())
  if (!stage) {
    const names = stages.map((candidate) => candidate.name ?? "(unnamed)").join(", ")
    throw new Error(`Dockerfile has no stage named "${stageName}" (stages: ${names || "none"})`)
  }
  const shell = stage.instructions.find((instruction) => instruction.keyword === "SHELL")
  if (shell) throw new Error(`Dockerfile line ${shell.line}: SHELL is not supported (the commands are run with sh)`)
  return stage.instructions.filter((instruction) => instruction.keyword === "RUN").map(runCommand)
}

/** Reads `file` and returns the RUN commands of its stage `stageName`, in order. */
export function dockerfileRunCommands(file: string, stageName: string): string[] {
  return stageRunCommands(readFileSync(file, "utf8"), stageName)
}
