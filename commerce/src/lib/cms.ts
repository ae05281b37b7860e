/**
 * Commerce's way into the CMS (Sanity through @sanity/client: a real project when SANITY_PROJECT_ID is set,
 * else the local content API at SANITY_API_HOST, as for the storefront). Commerce reads three things there:
 * the e-mails' copy as editors wrote it, the company details the e-mails sign with, and the contact messages
 * the storefront stored (to send them on). Published documents only.
 */
import { createClient, type SanityClient } from "@sanity/client"

export const SANITY_API_VERSION = "2025-02-19"

/** Every e-mail's copy in every language, and the company details (siteSettings). */
export const EMAIL_CONTENT_QUERY = `{
  "copy": *[_type == "emailCopy"]{ template, "entries": coalesce(entries[]{ key, "text": text[]{ language, value } }, []) },
  "company": *[_id == "siteSettings"][0]{ companyName, email, phone, address { street, postcode, city, country } }
}`

/** One contact message as the storefront stored it. */
export const CONTACT_MESSAGE_QUERY = `*[_type == "contactMessage" && _id == $id][0]{ "id": _id, name, email, subject, message, language, receivedAt }`

/** The ids of the contact messages received between $since and $until (the sweep that makes sure each was sent on). */
export const RECENT_CONTACT_MESSAGES_QUERY = `*[_type == "contactMessage" && receivedAt >= $since && receivedAt <= $until] | order(receivedAt asc)[0...500]._id`

let client: SanityClient | undefined

export function cmsClient(env: NodeJS.ProcessEnv = process.env): SanityClient {
  if (client) return client
  const projectId = env.SANITY_PROJECT_ID?.trim()
  client = createClient({
    projectId: projectId || "local",
    dataset: env.SANITY_DATASET?.trim() || "production",
    apiVersion: SANITY_API_VERSION,
    ...(projectId ? {} : { apiHost: env.SANITY_API_HOST?.trim() || "http://localhost:3030", useProjectHostname: false }),
    // Contact messages hold shoppers' addresses: a real project keeps them readable with a token only.
    token: env.SANITY_TOKEN?.trim() || undefined,
    perspective: "published",
    useCdn: false,
    // An e-mail waits for this at most; the bundled copy stands in when the CMS is slow or away.
    timeout: 5000,
    maxRetries: 1,
  })
  return client
}
