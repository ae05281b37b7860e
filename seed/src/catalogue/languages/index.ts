import type { Locale } from "../types.js";
import type { Language } from "./language.js";
import { ar } from "./ar.js";
import { bn } from "./bn.js";
import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { hi } from "./hi.js";
import { id } from "./id.js";
import { it } from "./it.js";
import { ja } from "./ja.js";
import { ko } from "./ko.js";
import { pl } from "./pl.js";
import { pt } from "./pt.js";
import { ru } from "./ru.js";
import { zh } from "./zh.js";

/** Every locale's pack; the Record type makes a missing language a compile error. */
export const LANGUAGES: Record<Locale, Language> = {
  "pl-PL": pl, "en-US": en, "de-DE": de, "fr-FR": fr, "es-ES": es, "it-IT": it, "zh-CN": zh, "ar-SA": ar,
  "ru-RU": ru, "hi-IN": hi, "bn-BD": bn, "pt-PT": pt, "id-ID": id, "ja-JP": ja, "ko-KR": ko,
};
