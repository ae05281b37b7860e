/**
 * docker-compose.yml as Compose reads it, without a Docker engine (none runs on the development machines):
 * the file parsed, and `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}` and `${VAR?message}`
 * interpolated from an environment as Compose does, a missing required variable stopping it with its message.
 * The tests and `npm run check:production` use it to hold the file and the production guide's first `.env` together.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { parse } from "yaml"
import { ROOT } from "./paths.js"

export const COMPOSE_FILE = path.join(ROOT, "docker-compose.yml")

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$\$/g

/** One string interpolated as Compose does; throws Compose's own message for a required variable left empty. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  return text.replace(VARIABLE, (match, name: string | undefined, operator: string | undefined, argument: string | undefined) => {
    if (!name) return "$"
    const value = env[name]
    const unset = operator?.startsWith(":") ? !value : value === undefined
    if (operator?.endsWith("?") && unset) throw new Error(`required variable ${name} is missing a value: ${argument}`)
    if (operator?.endsWith("-") && unset) return argument ?? ""
    return value ?? ""
  })
}

type Yaml = string | number | boolean | null | Yaml[] | { [key: string]: Yaml }

const interpolateAll = (node: Yaml, env: Record<string, string | undefined>): Yaml => {
  if (typeof node === "string") return interpolate(node, env)
  if (Array.isArray(node)) return node.map((each) => interpolateAll(each, env))
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolateAll(value, env)]))
  return node
}

/** Each service's environment as Compose would give it (a key without a value: taken from `env`, else left out). */
export function composeEnvironments(env: Record<string, string | undefined>, file = COMPOSE_FILE): Record<string, Record<string, string>> {
  const compose = interpolateAll(parse(readFileSync(file, "utf8"), { merge: true }) as Yaml, env) as { services: Record<string, { environment?: Record<string, string | null> }> }
  return Object.fromEntries(
    Object.entries(compose.services).map(([service, { environment = {} }]) => [
      service,
      Object.fromEntries(
        Object.entries(environment)
          .map(([key, value]) => [key, value ?? env[key]] as const)
          .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
      ),
    ])
  )
}

/** The production guide, whose first `.env` is the one an operator starts compose with. */
const PRODUCTION_GUIDE = path.join(ROOT, "docs", "production.md")

/** The settings of the production guide's first `.env` (the heredoc `cat > .env <<EOF … EOF`), as written there. */
export function productionGuideDotEnv(guide = readFileSync(PRODUCTION_GUIDE, "utf8")): Record<string, string> {
  const block = /cat > \.env <<EOF\n([\s\S]*?)\nEOF/.exec(guide)?.[1]
  if (!block) throw new Error("docs/production.md has no `cat > .env <<EOF … EOF` block")
  return Object.fromEntries(
    block
      .split("\n")
      .map((line) => /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1]!, match[2]!])
  )
}
