/**
 * An address as the e-mails write it: the street lines, then postcode and city in the order of the address's
 * country ("61-001 Poznań", but "London WC1N 3AX"), then the country named in the reader's language (Intl), so a
 * Japanese shopper reads "イギリス" and a German one "Polen", not "United Kingdom" or "PL".
 */
import type { LanguageCode } from "@shop/contracts/languages"
import { languageByCode } from "@shop/contracts/languages"

export interface PostalAddress {
  street: string[]
  postcode?: string
  city?: string
  /** A state or province, where the address has one. */
  region?: string
  /** ISO 3166-1 alpha-2 code ("PL"); an English country name ("United Kingdom") is read as its code. */
  country?: string
}

/** Countries whose addresses put the postcode after the city ("London WC1N 3AX"); the rest of the world puts it first. */
const CITY_BEFORE_POSTCODE = new Set(["GB", "IE", "US", "CA", "AU", "NZ"])

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
let codeByEnglishName: Map<string, string> | undefined

/** The ISO code of `country`: a code as it is, an English name (as the CMS's site settings write it) by Intl's names for all codes. */
export function countryCode(country: string): string | undefined {
  const text = country.trim()
  if (/^[A-Za-z]{2}$/.test(text)) return text.toUpperCase()
  if (!codeByEnglishName) {
    const names = new Intl.DisplayNames("en", { type: "region", fallback: "none" })
    codeByEnglishName = new Map()
    for (const first of LETTERS)
      for (const second of LETTERS) {
        const name = names.of(first + second)
        // The first code wins: "GB" before its alias "UK".
        if (name && !codeByEnglishName.has(name.toLowerCase())) codeByEnglishName.set(name.toLowerCase(), first + second)
      }
  }
  return codeByEnglishName.get(text.toLowerCase())
}

/** `country` named in `language` ("Vereinigtes Königreich"); as given when it is no country Intl knows. */
export function countryName(country: string, language: LanguageCode): string {
  const code = countryCode(country)
  return code ? (new Intl.DisplayNames(languageByCode(language).locale, { type: "region", fallback: "code" }).of(code) ?? country) : country
}

/** The address as lines, the country in `language`. */
export function addressLines(address: PostalAddress, language: LanguageCode): string[] {
  const code = address.country ? countryCode(address.country) : undefined
  const place = (code && CITY_BEFORE_POSTCODE.has(code) ? [address.city, address.postcode] : [address.postcode, address.city]).filter(Boolean).join(" ")
  const country = address.country ? countryName(address.country, language) : undefined
  return [...address.street, place, address.region, country].filter((line): line is string => !!line && line.trim() !== "")
}
