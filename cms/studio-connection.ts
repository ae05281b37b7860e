/**
 * Which Sanity the Studio talks to. SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET (read at build time: the
 * Studio is a static bundle) for a real project with Sanity's own login; without them the local content API
 * (project "local", dataset "production"), signed in with the token the local API writes into the page.
 */
export const LOCAL_PROJECT_ID = "local"
export const LOCAL_DATASET = "production"

// `process.env.SANITY_STUDIO_*` is replaced at build time in the browser bundle; written out in full so it is.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID
const dataset = process.env.SANITY_STUDIO_DATASET

/**
 * The Studio calls `<projectId>.<apiHost>`. The local content API serves the Studio itself, on
 * https://local.localhost:<port>, so in the browser the API host is the page's own host without "local.":
 * one build works on any port, and the editor accepts one certificate for one host.
 */
function localApiHost(): string {
  const page = typeof window === "undefined" ? undefined : window.location
  if (page?.hostname.startsWith(`${LOCAL_PROJECT_ID}.`)) return `${page.protocol}//${page.host.slice(LOCAL_PROJECT_ID.length + 1)}`
  return process.env.SANITY_STUDIO_API_HOST ?? "https://localhost:3333"
}

export const studioConnection = projectId
  ? { projectId, dataset: dataset ?? "production" }
  : { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, apiHost: localApiHost(), auth: { loginMethod: "token" as const } }
