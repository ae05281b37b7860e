/**
 * Where the shop's SMS go (issue 54): Twilio, by TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (a number
 * or an alphanumeric sender). Outside production the defaults are the local Twilio stand-in's that `npm start`
 * runs (twilio-stand-in/, its outbox at /_stand-in/outbox): the same code through Twilio's official client.
 * TWILIO_API_URL points the client elsewhere (the stand-in); production refuses it (production-secrets.ts).
 */
export const LOCAL_TWILIO_ACCOUNT_SID = "AC_local_stand_in"
export const LOCAL_TWILIO_AUTH_TOKEN = "local_stand_in_token"
export const LOCAL_TWILIO_API_URL = "http://127.0.0.1:12411"

export interface SmsSettings {
  accountSid: string
  authToken: string
  from: string
  /** Instead of https://api.twilio.com (the local stand-in); undefined: Twilio itself. */
  apiUrl?: string
}

export function readSmsSettings(env: NodeJS.ProcessEnv = process.env): SmsSettings {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim()
  if (accountSid) return { accountSid, authToken: env.TWILIO_AUTH_TOKEN?.trim() ?? "", from: env.TWILIO_FROM?.trim() || "Orbita", apiUrl: env.TWILIO_API_URL?.trim() || undefined }
  return { accountSid: LOCAL_TWILIO_ACCOUNT_SID, authToken: LOCAL_TWILIO_AUTH_TOKEN, from: "Orbita", apiUrl: env.TWILIO_API_URL?.trim() || LOCAL_TWILIO_API_URL }
}

/** The URL Twilio posts replies to (its "A message comes in" webhook), which its signature covers. */
export const smsInboundUrl = (env: NodeJS.ProcessEnv = process.env) =>
  env.TWILIO_INBOUND_URL?.trim() || `${(env.MEDUSA_URL?.trim() || "http://localhost:9000").replace(/\/$/, "")}/hooks/sms/inbound`
