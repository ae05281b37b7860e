import { invalid, missingParam } from "./errors.js"
import type { FormObject, FormValue } from "./form.js"

interface Bounds {
  required?: boolean
  min?: number
  max?: number
}

export interface RangeFilter {
  gt?: number
  gte?: number
  lt?: number
  lte?: number
}

/**
 * Typed reads of a decoded form, each naming the full parameter (`line_items[0][quantity]`) in its error,
 * because the SDK surfaces that name as `err.param` and callers rely on it. An empty string counts as absent,
 * as it does for Stripe (the SDK sends `null` as an empty value).
 */
export class Params {
  constructor(
    private readonly values: FormObject,
    readonly prefix = ""
  ) {}

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key
  }

  /** Stripe refuses parameters it does not know; the stand-in also refuses Stripe parameters it does not implement. */
  onlyKnown(keys: readonly string[]): void {
    for (const key of Object.keys(this.values)) {
      if (!keys.includes(key)) {
        throw invalid(
          `Received unknown parameter: ${this.name(key)}. (The local Stripe test stand-in implements only the parameters this project sends.)`,
          this.name(key),
          "parameter_unknown"
        )
      }
    }
  }

  private value(key: string): FormValue | undefined {
    const value = this.values[key]
    return value === "" ? undefined : value
  }

  string(key: string, bounds: Bounds & { required: true }): string
  string(key: string, bounds?: Bounds): string | undefined
  string(key: string, bounds: Bounds = {}): string | undefined {
    const value = this.value(key)
    const name = this.name(key)
    if (value === undefined) {
      if (bounds.required) throw missingParam(name)
      return undefined
    }
    if (typeof value !== "string") throw invalid(`Invalid ${name}: expected a string, got an object.`, name)
    if (bounds.max !== undefined && value.length > bounds.max) {
      throw invalid(`Invalid ${name}: must be at most ${bounds.max} characters long.`, name)
    }
    return value
  }

  oneOf<T extends string>(key: string, allowed: readonly T[], bounds: { required: true }): T
  oneOf<T extends string>(key: string, allowed: readonly T[], bounds?: { required?: boolean }): T | undefined
  oneOf<T extends string>(key: string, allowed: readonly T[], bounds: { required?: boolean } = {}): T | undefined {
    const value = this.string(key, bounds)
    if (value === undefined) return undefined
    if (!(allowed as readonly string[]).includes(value)) {
      throw invalid(`Invalid ${this.name(key)}: must be one of ${allowed.join(", ")}`, this.name(key))
    }
    return value as T
  }

  integer(key: string, bounds: Bounds & { required: true }): number
  integer(key: string, bounds?: Bounds): number | undefined
  integer(key: string, bounds: Bounds = {}): number | undefined {
    const text = this.string(key, { required: bounds.required })
    if (text === undefined) return undefined
    return checkInteger(text, this.name(key), bounds)
  }

  object(key: string, bounds: { required: true }): Params
  object(key: string, bounds?: { required?: boolean }): Params | undefined
  object(key: string, bounds: { required?: boolean } = {}): Params | undefined {
    const value = this.value(key)
    const name = this.name(key)
    if (value === undefined) {
      if (bounds.required) throw missingParam(name)
      return undefined
    }
    if (typeof value === "string") throw invalid(`Invalid object: ${name} must be an object (${name}[…]=…), not a value.`, name)
    return new Params(value, name)
  }

  private entries(key: string, bounds: Bounds): Array<[string, FormValue]> | undefined {
    const value = this.value(key)
    const name = this.name(key)
    if (value === undefined) {
      if (bounds.required) throw missingParam(name)
      return undefined
    }
    if (typeof value === "string" || Object.keys(value).some((index) => !/^\d+$/.test(index))) {
      throw invalid(`Invalid array: ${name} must be a list (${name}[0]=…).`, name)
    }
    const entries = Object.entries(value).sort(([a], [b]) => Number(a) - Number(b))
    if (bounds.required && entries.length === 0) throw missingParam(name)
    if (bounds.max !== undefined && entries.length > bounds.max) {
      throw invalid(`Invalid ${name}: at most ${bounds.max} entries are allowed.`, name)
    }
    return entries
  }

  /** A list of objects, each read with its index in its parameter names. */
  list(key: string, bounds: Bounds & { required: true }): Params[]
  list(key: string, bounds?: Bounds): Params[] | undefined
  list(key: string, bounds: Bounds = {}): Params[] | undefined {
    return this.entries(key, bounds)?.map(([index, item]) => {
      const name = `${this.name(key)}[${index}]`
      if (typeof item === "string") throw invalid(`Invalid object: ${name} must be an object.`, name)
      return new Params(item, name)
    })
  }

  /** A list of strings, with the parameter name of each for error messages. */
  strings(key: string, bounds: Bounds & { required: true }): Array<{ value: string; param: string }>
  strings(key: string, bounds?: Bounds): Array<{ value: string; param: string }> | undefined
  strings(key: string, bounds: Bounds = {}): Array<{ value: string; param: string }> | undefined {
    return this.entries(key, bounds)?.map(([index, item]) => {
      const param = `${this.name(key)}[${index}]`
      if (typeof item !== "string" || item === "") throw invalid(`Invalid ${param}: expected a non-empty string.`, param)
      return { value: item, param }
    })
  }

  /** Stripe's metadata limits: 50 keys, keys up to 40 characters, values up to 500; an empty value drops its key. */
  metadata(key: string): Record<string, string> | undefined {
    const value = this.value(key)
    const name = this.name(key)
    if (value === undefined) return undefined
    if (typeof value === "string") throw invalid(`Invalid object: ${name} must be a hash of keys to strings (${name}[key]=value).`, name)
    const metadata: Record<string, string> = {}
    for (const [k, v] of Object.entries(value)) {
      const param = `${name}[${k}]`
      if (typeof v !== "string") throw invalid(`Invalid ${param}: metadata values must be strings.`, param)
      if (k.length > 40) throw invalid(`Invalid ${param}: metadata keys can be at most 40 characters long.`, param)
      if (v.length > 500) throw invalid(`Invalid ${param}: metadata values can be at most 500 characters long.`, param)
      if (v !== "") metadata[k] = v
    }
    if (Object.keys(metadata).length > 50) throw invalid(`Invalid ${name}: at most 50 metadata keys are allowed.`, name)
    return metadata
  }

  /** `created=123` or `created[gte]=…&created[lte]=…`, as Stripe's list filters take them. */
  range(key: string): RangeFilter | undefined {
    const value = this.value(key)
    const name = this.name(key)
    if (value === undefined) return undefined
    if (typeof value === "string") {
      const exact = checkInteger(value, name, {})
      return { gte: exact, lte: exact }
    }
    const nested = new Params(value, name)
    nested.onlyKnown(["gt", "gte", "lt", "lte"])
    return { gt: nested.integer("gt"), gte: nested.integer("gte"), lt: nested.integer("lt"), lte: nested.integer("lte") }
  }

  /** `expand[]=…`, limited to what this resource can expand (Stripe answers unknown ones the same way). */
  expand(allowed: readonly string[]): Set<string> {
    const value = this.value("expand")
    const items = value === undefined ? [] : typeof value === "string" ? [{ value, param: "expand" }] : (this.strings("expand") ?? [])
    for (const { value: path, param } of items) {
      if (!allowed.includes(path)) throw invalid(`This property cannot be expanded (${path}).`, param)
    }
    return new Set(items.map((item) => item.value))
  }
}

function checkInteger(text: string, name: string, bounds: Bounds): number {
  const number = Number(text)
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(number)) {
    throw invalid(`Invalid integer: ${text}`, name, "parameter_invalid_integer")
  }
  if (bounds.min !== undefined && number < bounds.min) {
    throw invalid(`Invalid ${name}: must be greater than or equal to ${bounds.min} (got ${number}).`, name)
  }
  if (bounds.max !== undefined && number > bounds.max) {
    throw invalid(`Invalid ${name}: must be less than or equal to ${bounds.max} (got ${number}).`, name)
  }
  return number
}

export function rangeMatches(range: RangeFilter | undefined, value: number): boolean {
  if (!range) return true
  return (
    (range.gt === undefined || value > range.gt) &&
    (range.gte === undefined || value >= range.gte) &&
    (range.lt === undefined || value < range.lt) &&
    (range.lte === undefined || value <= range.lte)
  )
}
