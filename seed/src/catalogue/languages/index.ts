import type { Locale } from "../types"
import type { Language } from "./language"
import { ar } from "./ar"
import { bn } from "./bn"
import { de } from "./de"
import { en } from "./en"
import { es } from "./es"
import { fr } from "./fr"
import { hi } from "./hi"
import { id } from "./id"
import { it } from "./it"
import { ja } from "./ja"
import { ko } from "./ko"
import { pl } from "./pl"
import { pt } from "./pt"
import { ru } from "./ru"
import { zh } from "./zh"

/** Every locale's pack; the Record type makes a missing language a compile error. */
export const LANGUAGES: Record<Locale, Language> = {
  "pl-PL": pl,
  "en-US": en,
  "de-DE": de,
  "fr-FR": fr,
  "es-ES": es,
  "it-IT": it,
  "zh-CN": zh,
  "ar-SA": ar,
  "ru-RU": ru,
  "hi-IN": hi,
  "bn-BD": bn,
  "pt-PT": pt,
  "id-ID": id,
  "ja-JP": ja,
  "ko-KR": ko,
}
