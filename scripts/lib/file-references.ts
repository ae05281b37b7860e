/**
 * The repository paths that documents and code comments name, and which of them are missing: a comment that
 * points to a file which is not there sends its reader nowhere, and nothing else notices when a file is
 * renamed or removed. scripts/lib/file-references.test.ts holds the repository to it.
 *
 * What counts as a named path: `dir/file.ext` (two or more segments, the last with a file extension, or a
 * Dockerfile), backticked or plain, and in Markdown every relative link target. It is a repository path only
 * when its first folder exists where the text is, in a folder above it, or at the root: so URLs, package
 * names (`react-dom/server.js`), other projects' paths (`packages/modules/…`) and placeholders
 * (`source/copy/<lang>.ts`) are not taken for ours. Paths git ignores (`.data/…`, build output) are made at
 * run time and are not checked.
 */
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import ts from "typescript"

export interface NamedPath {
  /** The file that names it, relative to the root. */
  file: string
  line: number
  /** As written. */
  named: string
}

export interface Problem extends NamedPath {
  reason: string
}

const EXTENSIONS = "ts|tsx|mts|cts|js|jsx|mjs|cjs|json|md|vcl|yml|yaml|ndjson|css|html|svg|png|jpg|sh|sql|txt"
/**
 * A path: segments of letters, digits, `.`, `_` and `-` joined by `/`, the last with a known extension. Not
 * part of a longer token: nothing before it that continues a URL, a scope or a placeholder (`://`, `@`, `.`,
 * `:`, `/`, `<`, `{`, `*`, `$`, `~`), and no letter or `/` after it.
 */
const PATH = new RegExp(String.raw`(?<![\w@.:/~$<>{}*\\-])((?:\.\.?/)*[\w.-]+(?:/[\w.-]+)+(?:\.(?:${EXTENSIONS})|/Dockerfile))(?![\w/-])`, "g")
/** A Markdown link or image: its target up to a `#` or the closing parenthesis. */
const MARKDOWN_LINK = /\]\(([^)\s#]*)(#[^)\s]*)?\)/g

interface Found {
  line: number
  named: string
  /** A Markdown link's target, which is relative to the file it is in. */
  link?: boolean
  anchor?: string
}

/** Every path `text` names, with its line (1-based). `markdown` adds relative link targets, with or without a folder. */
export function namedPaths(text: string, markdown = false): Found[] {
  const found: Found[] = []
  const lineOf = (index: number) => text.slice(0, index).split("\n").length
  for (const match of text.matchAll(PATH)) found.push({ line: lineOf(match.index), named: match[1]! })
  if (markdown) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const target = match[1]!
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/")) continue
      // An empty target is the file itself (`[above](#heading)`).
      found.push({ line: lineOf(match.index), named: target, link: true, anchor: match[2]?.slice(1) })
    }
  }
  return found
}

/** Tokens after which a `/` divides; after anything else it starts a regular expression. */
const ENDS_AN_OPERAND = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
])

/**
 * The comments of a TypeScript or JavaScript file, each with the offset it starts at. TypeScript's scanner
 * (a parse would take seconds over the repository), told where a `/` starts a regular expression and where a
 * `}` goes back into a template literal.
 */
export function scriptComments(fileName: string, text: string): { start: number; text: string }[] {
  const variant = /x$/.test(fileName) ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text)
  const comments: { start: number; text: string }[] = []
  /** The brace depth at which each open template substitution (`${`) ends. */
  const substitutions: number[] = []
  let braces = 0
  let previous = ts.SyntaxKind.Unknown
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      comments.push({ start: scanner.getTokenStart(), text: scanner.getTokenText() })
      continue
    }
    if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) continue
    if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && !ENDS_AN_OPERAND.has(previous)) kind = scanner.reScanSlashToken()
    if (kind === ts.SyntaxKind.TemplateHead) substitutions.push(braces)
    else if (kind === ts.SyntaxKind.OpenBraceToken) braces++
    else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (substitutions.at(-1) === braces) {
        kind = scanner.reScanTemplateToken(false)
        if (kind === ts.SyntaxKind.TemplateTail) substitutions.pop()
      } else braces--
    }
    previous = kind
  }
  return comments
}

/** The comment lines of a file whose comments start with `#` (or `//` in VCL): YAML, Dockerfiles, shell, VCL. */
function hashComments(text: string): { start: number; text: string }[] {
  const comments: { start: number; text: string }[] = []
  for (const match of text.matchAll(/(^|\s)(#|\/\/)[^\n]*/g)) comments.push({ start: match.index, text: match[0] })
  return comments
}

/** What of a file is prose: all of a Markdown file, the comments of anything else (empty: not checked). */
export function proseOf(file: string, text: string): { start: number; text: string }[] {
  if (file.endsWith(".md")) return [{ start: 0, text }]
  if (/\.(?:[cm]?[jt]sx?)$/.test(file)) return scriptComments(file, text)
  if (/\.css$/.test(file)) return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({ start: match.index, text: match[0] }))
  if (/\.html$/.test(file)) return [...text.matchAll(/<!--[\s\S]*?-->/g)].map((match) => ({ start: match.index, text: match[0] }))
  if (/(?:\.ya?ml|\.vcl|\.sh|Dockerfile|^\.env\.example|^\.ci\/run)$/.test(file)) return hashComments(text)
  return []
}

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-")
}

function anchorsOf(markdownFile: string): Set<string> {
  const anchors = new Set<string>()
  const counts = new Map<string, number>()
  const text = readFileSync(markdownFile, "utf8").replace(/^```[\s\S]*?^```/gm, "")
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const anchor = headingAnchor(match[1]!)
    const seen = counts.get(anchor) ?? 0
    anchors.add(seen ? `${anchor}-${seen}` : anchor)
    counts.set(anchor, seen + 1)
  }
  return anchors
}

/** `named` as it may be spelled for a TypeScript source: an import's `.js` for the `.ts` beside it. */
function spellings(named: string): string[] {
  const js = /\.(m|c)?jsx?$/.exec(named)
  if (!js) return [named]
  const stem = named.slice(0, js.index)
  return [named, `${stem}.${js[1] ?? ""}ts`, `${stem}.${js[1] ?? ""}tsx`]
}

/**
 * The named paths in `files` (relative to `root`) that do not exist. A path is looked up from the naming
 * file's folder, each folder above it and the root; a Markdown link from its file's folder only.
 */
export function missingReferences(root: string, files: readonly string[]): Problem[] {
  const unresolved: { reference: NamedPath; candidates: string[] }[] = []
  const problems: Problem[] = []
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8")
    const markdown = file.endsWith(".md")
    for (const part of proseOf(file, text)) {
      const lineBefore = text.slice(0, part.start).split("\n").length - 1
      for (const { line, named, link, anchor } of namedPaths(part.text, markdown)) {
        const reference = { file, line: lineBefore + line, named }
        const here = path.dirname(path.join(root, file))
        // A link is relative to its file; `../x` as a command runs it from a folder above (`medusa exec ../seed/…`).
        const first = named.split("/")[0]!
        const bases = link ? [here] : first === "." || first === ".." ? foldersUpTo(here, root) : foldersUpTo(here, root).filter((base) => existsSync(path.join(base, first)))
        if (bases.length === 0) continue
        if (named === "") {
          if (anchor && !anchorsOf(path.join(root, file)).has(anchor)) problems.push({ ...reference, named: `#${anchor}`, reason: `has no heading for #${anchor}` })
          continue
        }
        const found = bases.flatMap((base) => spellings(named).map((spelling) => path.join(base, spelling))).find((candidate) => existsSync(candidate))
        if (!found) unresolved.push({ reference, candidates: bases.map((base) => path.join(base, named)) })
        else if (anchor && found.endsWith(".md") && !anchorsOf(found).has(anchor))
          problems.push({ ...reference, named: `${named}#${anchor}`, reason: `has no heading for #${anchor}` })
      }
    }
  }
  // What git ignores is made at run time (.data/, builds): not a file of the repository.
  const ignored = gitIgnored(
    root,
    unresolved.flatMap(({ candidates }) => candidates)
  )
  for (const { reference, candidates } of unresolved) {
    if (candidates.some((candidate) => ignored.has(candidate))) continue
    problems.push({ ...reference, reason: "does not exist" })
  }
  // A link whose target is also a plain path is found twice.
  const seen = new Set<string>()
  return problems.filter(({ file, line, named }) => !seen.has(`${file}:${line}:${named}`) && Boolean(seen.add(`${file}:${line}:${named}`)))
}

function foldersUpTo(folder: string, root: string): string[] {
  const folders = [folder]
  while (folders.at(-1) !== root && folders.at(-1)!.startsWith(root)) folders.push(path.dirname(folders.at(-1)!))
  return [...new Set(folders)]
}

function gitIgnored(root: string, candidates: readonly string[]): Set<string> {
  if (candidates.length === 0) return new Set()
  // Exit code 1: none ignored.
  const output = (() => {
    try {
      return execFileSync("git", ["check-ignore", "--no-index", "--stdin"], {
        cwd: root,
        input: candidates.map((candidate) => path.relative(root, candidate)).join("\n") + "\n",
        encoding: "utf8",
      })
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status === 1) return ""
      throw error
    }
  })()
  return new Set(
    output
      .split("\n")
      .filter(Boolean)
      .map((line) => path.join(root, line))
  )
}

/** The files whose prose is checked: Markdown, and the comments of code and configuration. */
const CHECKED = /\.(?:md|[cm]?[jt]sx?|css|html|ya?ml|vcl|sh)$|(?:^|\/)Dockerfile$|^\.env\.example$|^\.ci\/run$/

/**
 * Decision records are kept as they were written: a file an ADR names may have been renamed or deleted since,
 * which is the decision's later history, not a mistake in the record.
 */
const RECORDS = /^docs\/adr\//

/** The files of the repository (tracked, or new and not ignored) whose prose is checked. */
export function checkedFiles(root: string): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\0")
    .filter((file) => CHECKED.test(file) && !RECORDS.test(file) && existsSync(path.join(root, file)))
}
