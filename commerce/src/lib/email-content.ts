/**
 * The words and sender details an e-mail in `language` is written with: the e-mails' copy as editors keep it
 * in the CMS (one "emailCopy" document per e-mail, each key in 15 languages), over the copy bundled with
 * commerce (emails/copy/), and the company details from the CMS's site settings. When the CMS cannot be
 * reached the last copy read stands in, else the bundled one: an e-mail never waits on the CMS for long.
 */
import type { LanguageCode } from "@shop/contracts/languages"
import { isLanguageCode } from "@shop/contracts/languages"
import { emailCopy, isEmailCopyKey, type EmailCopy, type PartialEmailCopy } from "../emails/copy"
import type { CompanyDetails } from "../emails/email-layout"
import { cmsClient, EMAIL_CONTENT_QUERY } from "./cms"
import { readMailSettings } from "./mail-settings"

export interface EmailContent {
  copy: EmailCopy
  company: CompanyDetails
}

/** What the CMS holds for the e-mails (EMAIL_CONTENT_QUERY's answer). */
export interface CmsEmailContent {
  copy: { template: string; entries: { key: string; text: { language: string; value: string }[] | null }[] }[]
  company: { companyName?: string | null; email?: string | null; phone?: string | null; address?: Record<string, string | null> | null } | null
}

/** Editors' changes reach e-mails within this long; a burst of orders asks the CMS once. */
const FRESH_MS = 10_000

let cached: { at: number; content: Promise<CmsEmailContent> } | undefined
let lastGood: CmsEmailContent | undefined

async function readCms(): Promise<CmsEmailContent | undefined> {
  const now = Date.now()
  if (!cached || now - cached.at > FRESH_MS) cached = { at: now, content: cmsClient().fetch<CmsEmailContent>(EMAIL_CONTENT_QUERY) }
  try {
    lastGood = await cached.content
  } catch (error) {
    // Asked again at the next e-mail rather than after FRESH_MS: the CMS may be back by then.
    cached = undefined
    console.warn(`e-mail copy: the CMS did not answer (${(error as Error).message}); using ${lastGood ? "the copy read last" : "the bundled copy"}`)
  }
  return lastGood
}

/** The CMS's copy per language, keeping only the e-mails and keys the templates know. */
export function copyByLanguage(documents: CmsEmailContent["copy"]): Partial<Record<LanguageCode, PartialEmailCopy>> {
  const byLanguage: Partial<Record<LanguageCode, Record<string, Record<string, string>>>> = {}
  for (const { template, entries } of documents) {
    for (const { key, text } of entries) {
      if (!isEmailCopyKey(template, key)) continue
      for (const { language, value } of text ?? []) {
        if (!isLanguageCode(language) || typeof value !== "string") continue
        ;((byLanguage[language] ??= {})[template] ??= {})[key] = value
      }
    }
  }
  return byLanguage as Partial<Record<LanguageCode, PartialEmailCopy>>
}

/** The company as the e-mails' footer names it; the shop's name and support address when the CMS has none. */
export function companyDetails(settings: CmsEmailContent["company"] | undefined): CompanyDetails {
  const given = (value: string | null | undefined) => value?.trim() || undefined
  const address = settings?.address
  const street = given(address?.street)
  const postal = { street: street ? [street] : [], postcode: given(address?.postcode), city: given(address?.city), country: given(address?.country) }
  return {
    name: settings?.companyName?.trim() || "Orbita",
    email: settings?.email?.trim() || readMailSettings().supportEmail,
    ...(street || postal.city || postal.country ? { address: postal } : {}),
  }
}

export async function emailContent(language: LanguageCode): Promise<EmailContent> {
  const cms = await readCms()
  return { copy: emailCopy(language, cms ? copyByLanguage(cms.copy) : {}), company: companyDetails(cms?.company) }
}

/** Asks the CMS again at the next e-mail (tests that edit the CMS's copy); also forgets the last copy read unless told to keep it. */
export function forgetEmailContent(options: { keepLastRead?: boolean } = {}): void {
  cached = undefined
  if (!options.keepLastRead) lastGood = undefined
}
