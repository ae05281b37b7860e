import Medusa from "@medusajs/js-sdk"

/** The admin's own session-authenticated client (the admin is served by Medusa itself). */
export const sdk = new Medusa({
  baseUrl: import.meta.env.VITE_BACKEND_URL || "/",
  debug: import.meta.env.DEV,
  auth: { type: "session" },
})
