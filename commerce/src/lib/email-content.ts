/**
 * The words and sender details an e-mail in `language` is written with. Today: the copy bundled with commerce
 * (emails/copy/) and the shop's name with its support address; the CMS's e-mail copy and site settings take
 * their place where the CMS has them (issue 20, next step).
 */
import type { LanguageCode } from "@shop/contracts/languages"
import { emailCopy, type EmailCopy } from "../emails/copy"
import type { CompanyDetails } from "../emails/email-layout"
import { readMailSettings } from "./mail-settings"

export interface EmailContent {
  copy: EmailCopy
  company: CompanyDetails
}

export async function emailContent(language: LanguageCode): Promise<EmailContent> {
  return { copy: emailCopy(language), company: { name: "Orbita", email: readMailSettings().supportEmail } }
}
