import { invalid } from "./errors.js"

/**
 * Stripe's request bodies and query strings: `application/x-www-form-urlencoded` with nested brackets
 * (`line_items[0][price_data][unit_amount]=1999`, `allowed_countries[]=DE`). Arrays stay objects keyed by
 * index here; `Params.list` turns them into lists, so a metadata key that happens to be "0" stays a key.
 */
export type FormValue = string | FormObject
export interface FormObject {
  [key: string]: FormValue
}

const MAX_DEPTH = 12

/** An object without a prototype: keys like `__proto__` or `constructor` from the wire are plain keys. */
export const emptyFormObject = (): FormObject => Object.create(null) as FormObject

function decodeComponent(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, " "))
  } catch {
    throw invalid(`Invalid URL encoding in request: ${raw.slice(0, 100)}`)
  }
}

/** `a[b][0][]` → ["a", "b", "0", ""]; a key that is not in bracket form is taken literally. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!match) return [key]
  const path = [match[1] as string]
  for (const part of (match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)) path.push(part[1] ?? "")
  return path
}

const bothValueAndObject = (key: string) => invalid(`Invalid value for ${key}: a parameter cannot be both a value and an object.`, key)

function assign(root: FormObject, path: string[], value: string, key: string): void {
  if (path.length > MAX_DEPTH) throw invalid(`Parameter nested too deeply: ${key}`, key)
  let node = root
  for (let i = 0; i < path.length; i++) {
    let segment = path[i] as string
    const last = i === path.length - 1
    if (segment === "") {
      // `x[]=a&x[]=b` appends; `x[][k]=1&x[][j]=2` fills the last element until a key repeats (as Rack does).
      const indices = Object.keys(node).filter((k) => /^\d+$/.test(k))
      const lastIndex = indices.length ? String(Math.max(...indices.map(Number))) : undefined
      const lastElement = lastIndex === undefined ? undefined : node[lastIndex]
      const next = path[i + 1]
      const reuse = !last && typeof lastElement === "object" && next !== undefined && next !== "" && !(next in lastElement)
      segment = reuse ? (lastIndex as string) : String(indices.length ? Math.max(...indices.map(Number)) + 1 : 0)
    }
    if (last) {
      if (typeof node[segment] === "object") throw bothValueAndObject(key)
      node[segment] = value
      return
    }
    const existing = node[segment]
    if (typeof existing === "string") throw bothValueAndObject(key)
    if (existing === undefined) {
      const child = emptyFormObject()
      node[segment] = child
      node = child
    } else {
      node = existing
    }
  }
}

export function decodeForm(body: string): FormObject {
  const root = emptyFormObject()
  for (const pair of body.split("&")) {
    if (!pair) continue
    const eq = pair.indexOf("=")
    const key = decodeComponent(eq < 0 ? pair : pair.slice(0, eq))
    const value = decodeComponent(eq < 0 ? "" : pair.slice(eq + 1))
    if (!key) continue
    assign(root, keyPath(key), value, key)
  }
  return root
}
