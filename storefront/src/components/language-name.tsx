import type { LanguageCode } from "@shop/contracts/languages"
import { nativeLanguageName } from "../lib/language-names"

/** A language's name in that language, as text. */
export function LanguageName({ code }: { code: LanguageCode }) {
  return nativeLanguageName(code)
}
