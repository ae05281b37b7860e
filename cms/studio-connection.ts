/**
 * Which Sanity the Studio talks to, fixed at build time (the Studio is a static bundle):
 * SANITY_STUDIO_PROJECT_ID and SANITY_STUDIO_DATASET for a real project (Sanity's own login), else the local
 * content API (project "local", dataset "production", signed in with a token).
 */
export const LOCAL_PROJECT_ID = "local"
export const LOCAL_DATASET = "production"

const env = typeof process === "undefined" ? {} : process.env
const projectId = env.SANITY_STUDIO_PROJECT_ID

export const studioConnection = projectId
  ? { projectId, dataset: env.SANITY_STUDIO_DATASET ?? "production" }
  : {
      projectId: LOCAL_PROJECT_ID,
      dataset: LOCAL_DATASET,
      // The Studio calls https://local.localhost:<port>: the local content API over HTTP/2 (next issue).
      apiHost: env.SANITY_STUDIO_API_HOST ?? "https://localhost:3333",
      auth: { loginMethod: "token" as const },
    }
