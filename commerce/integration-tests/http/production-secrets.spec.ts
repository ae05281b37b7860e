/**
 * In production commerce refuses to start with a missing or published secret, naming each variable: the
 * real medusa-config.ts is loaded as `medusa start` loads it, under a production environment.
 */
const SAFE = {
  NODE_ENV: "production",
  JWT_SECRET: "j".repeat(40),
  COOKIE_SECRET: "c".repeat(40),
  STRIPE_SECRET_KEY: "sk_test_real_looking_key",
  STRIPE_WEBHOOK_SECRET: "whsec_real_looking_secret",
  ORDER_LINK_SECRET: "o".repeat(40),
  STOREFRONT_SECRET: "s".repeat(40),
  SMTP_URL: "smtp://user:password@smtp.example.com:587",
  MAIL_FROM: "Orbita <orders@example.com>",
  TWILIO_ACCOUNT_SID: "AC_real_looking_account",
  TWILIO_AUTH_TOKEN: "real_looking_token",
}

function loadConfigWith(env: Record<string, string | undefined>): unknown {
  const saved = { ...process.env }
  try {
    for (const name of ["NODE_ENV", ...Object.keys(SAFE), "STRIPE_API_URL", "TWILIO_API_URL", "SANITY_PROJECT_ID", "SANITY_TOKEN"]) delete process.env[name]
    Object.assign(process.env, Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)))
    let config: unknown
    jest.isolateModules(() => {
      config = require("../../medusa-config")
    })
    return config
  } finally {
    process.env = saved
  }
}

describe("production secrets", () => {
  it("starts with real-looking secrets", () => {
    const config = loadConfigWith(SAFE) as { projectConfig: { http: { jwtSecret: string } } }
    expect(config.projectConfig.http.jwtSecret).toBe(SAFE.JWT_SECRET)
  })

  it("names every missing secret", () => {
    expect(() => loadConfigWith({ NODE_ENV: "production" })).toThrow(
      /JWT_SECRET is not set[\s\S]*COOKIE_SECRET is not set[\s\S]*ORDER_LINK_SECRET is not set[\s\S]*STOREFRONT_SECRET is not set[\s\S]*STRIPE_SECRET_KEY is not set[\s\S]*SMTP_URL is not set[\s\S]*MAIL_FROM is not set/
    )
  })

  it.each([
    ["JWT_SECRET", "local-only-jwt-secret", /JWT_SECRET is a published default/],
    ["COOKIE_SECRET", "supersecret", /COOKIE_SECRET is a published default/],
    ["JWT_SECRET", "short", /JWT_SECRET is shorter than 32/],
    ["STRIPE_WEBHOOK_SECRET", "whsec_local_stand_in", /STRIPE_WEBHOOK_SECRET is a published default/],
    ["STRIPE_WEBHOOK_SECRET", undefined, /STRIPE_WEBHOOK_SECRET is not set/],
    ["ORDER_LINK_SECRET", "local-only-order-link-secret", /ORDER_LINK_SECRET is a published default/],
    ["STOREFRONT_SECRET", "local-only-storefront-secret", /STOREFRONT_SECRET is a published default/],
    ["SMTP_URL", undefined, /SMTP_URL is not set \(the SMTP server/],
    ["SMTP_URL", " ", /SMTP_URL is not set/],
    ["MAIL_FROM", undefined, /MAIL_FROM is not set/],
    ["TWILIO_ACCOUNT_SID", undefined, /TWILIO_ACCOUNT_SID is not set/],
    ["TWILIO_AUTH_TOKEN", undefined, /TWILIO_AUTH_TOKEN is not set/],
  ])("refuses %s=%s", (name, value, message) => {
    expect(() => loadConfigWith({ ...SAFE, [name]: value })).toThrow(message)
  })

  it("with a Sanity project, needs its token: the contact messages it mails on are readable with one only", () => {
    expect(() => loadConfigWith({ ...SAFE, SANITY_PROJECT_ID: "abcd1234" })).toThrow(/SANITY_TOKEN is not set/)
    expect(() => loadConfigWith({ ...SAFE, SANITY_PROJECT_ID: "abcd1234", SANITY_TOKEN: "sk_real_looking_token" })).not.toThrow()
  })

  it("accepts the local Stripe stand-in only when asked for by URL, and everything outside production", () => {
    expect(() => loadConfigWith({ ...SAFE, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined, STRIPE_API_URL: "http://127.0.0.1:12111" })).not.toThrow()
    expect(() => loadConfigWith({ ...SAFE, TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_API_URL: "http://127.0.0.1:12411" })).not.toThrow()
    expect(() => loadConfigWith({ NODE_ENV: "development" })).not.toThrow()
  })
})
