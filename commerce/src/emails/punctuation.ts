/**
 * The few marks the templates add around the copy's words, as each language writes them: "Label: value" and
 * "words (aside)". French puts a narrow no-break space before the colon ("Numéro de commande : 1042");
 * Chinese and Japanese write the full-width colon and brackets ("注文番号：1042", "送料（…）"), as the shop's UI
 * does; Korean and the others the Latin ones.
 */
import type { LanguageCode } from "@shop/contracts/languages"

const FULL_WIDTH: readonly LanguageCode[] = ["ja", "zh"]

/** `label` with the colon that leads to its value: "Order number: ", "Numéro de commande : ", "注文番号：". */
export function labelled(label: string, language: LanguageCode): string {
  if (FULL_WIDTH.includes(language)) return `${label}：`
  return language === "fr" ? `${label}\u202F: ` : `${label}: `
}

/** `words` with `aside` in brackets: "Shipping (tracked, 7–10 business days)", "送料（追跡あり・7–10 営業日）". */
export const withAside = (words: string, aside: string, language: LanguageCode): string => (FULL_WIDTH.includes(language) ? `${words}（${aside}）` : `${words} (${aside})`)
