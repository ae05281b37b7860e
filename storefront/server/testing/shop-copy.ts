/**
 * The shop's copy as tests read it: each language's bundled UI strings (src/locales) and the CMS dataset's
 * documents (cms/content/dataset.ndjson), and every string of either with where it is.
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { DATASET_FILE } from "@shop/cms/dataset-file"
import type { LanguageCode } from "@shop/contracts/languages"
import type { UiStrings } from "../../src/lib/i18n-backend.js"

const LOCALES_DIR = path.join(import.meta.dirname, "../../src/locales")

/** A language's bundled UI strings. */
export const uiStrings = (language: LanguageCode) => JSON.parse(readFileSync(path.join(LOCALES_DIR, `${language}.json`), "utf8")) as UiStrings

/** The CMS dataset's documents, as the seed loads them. */
export const cmsDocuments = readFileSync(DATASET_FILE, "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as { _id: string; _type: string; language?: string } & Record<string, unknown>)

/** Every string in `value` with its path; Sanity's own fields (`_…`, marks) are no copy. */
export function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, child]) => (key.startsWith("_") || key === "marks" || key === "markDefs" ? [] : strings(child, at ? `${at}.${key}` : key)))
  return []
}
