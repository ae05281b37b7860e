import type { LanguageCode } from "@shop/contracts/languages"
import { nativeLanguageName } from "../lib/language-names"

/**
 * A language's name in that language, as text. A component of its own: the first time, each name costs an
 * Intl.DisplayNames look-up, and React can split rendering 15 of them across short tasks.
 */
export function LanguageName({ code }: { code: LanguageCode }) {
  return nativeLanguageName(code)
}
