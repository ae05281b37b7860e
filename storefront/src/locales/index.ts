/**
 * The UI strings, one JSON per language, loaded in pieces (./parts.ts): a page load fetches only its language's
 * strings, and of those only the shell's and its screen's part. The build makes each piece a chunk
 * (vite.config.ts, uiStringParts).
 * This module is the one place that knows where strings come from (a CMS backend can replace it).
 */
import type { LanguageCode } from "@shop/contracts/languages"
import type { StringsPart } from "./parts"

export type LocaleMessages = { [key: string]: string | LocaleMessages }

/** A language's shell strings, with a loader for each of its parts. */
interface ShellStrings {
  default: LocaleMessages
  parts: Record<StringsPart, () => Promise<{ default: LocaleMessages }>>
}

const shells = import.meta.glob<ShellStrings>("./*.json", { query: "?strings=shell" })

function loadShell(language: LanguageCode): Promise<ShellStrings> {
  const load = shells[`./${language}.json`]
  if (!load) throw new Error(`No UI strings for language ${language}`)
  return load()
}

/** The strings every screen shows. */
export const loadShellStrings = async (language: LanguageCode): Promise<LocaleMessages> => (await loadShell(language)).default

/** The strings a group of screens adds to the shell's. */
export const loadStringsPart = async (language: LanguageCode, part: StringsPart): Promise<LocaleMessages> => (await (await loadShell(language)).parts[part]()).default
