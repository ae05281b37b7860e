import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { assertProductionSecrets, LOCAL_COOKIE_SECRET, LOCAL_JWT_SECRET } from "./src/lib/production-secrets"
import { redisModules } from "./src/lib/redis-modules"
import { readMailSettings } from "./src/lib/mail-settings"
import { readStripeSettings } from "./src/lib/stripe-settings"
import { readSmsSettings } from "./src/lib/sms-settings"

loadEnv(process.env.NODE_ENV || "development", process.cwd())
assertProductionSecrets()
const stripe = readStripeSettings()
const mail = readMailSettings()
const sms = readSmsSettings()
const redis = redisModules(process.env.REDIS_URL)

// The storefront server is the only browser-facing origin; the admin is served by Medusa itself.
const storefrontUrl = process.env.STOREFRONT_URL ?? "http://localhost:3000"
const backendUrl = process.env.MEDUSA_URL ?? "http://localhost:9000"

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    // Sessions in Redis too when it is there, so an admin signed in through one server process stays signed in.
    redisUrl: process.env.REDIS_URL,
    workerMode: (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server" | undefined) ?? "shared",
    // Over plain http (the local default) a Secure session cookie is never stored and the admin login
    // loops back to the login page; behind https (production) Medusa's secure defaults stay.
    cookieOptions: backendUrl.startsWith("http://") ? { secure: false, sameSite: "lax" } : undefined,
    http: {
      storeCors: process.env.STORE_CORS ?? storefrontUrl,
      adminCors: process.env.ADMIN_CORS ?? backendUrl,
      authCors: process.env.AUTH_CORS ?? backendUrl,
      jwtSecret: process.env.JWT_SECRET || LOCAL_JWT_SECRET,
      cookieSecret: process.env.COOKIE_SECRET || LOCAL_COOKIE_SECRET,
    },
  },
  admin: {
    disable: process.env.DISABLE_MEDUSA_ADMIN === "true",
    backendUrl,
  },
  featureFlags: {
    translation: true,
    ...redis.featureFlags,
  },
  modules: [
    ...redis.modules,
    { resolve: "@medusajs/medusa/translation" },
    { resolve: "./src/modules/catalogue" },
    // The merchandisers' currency rates: every price in EUR, GBP, PLN, JPY and CAD not set by hand (ADR 0018).
    { resolve: "./src/modules/currency-rates" },
    // Searches that found nothing, counted by the storefront server (api/store/search-misses), shown in the admin.
    { resolve: "./src/modules/search-misses" },
    {
      // The shop's e-mail (subscribers/order-emails.ts and the others render it; this delivers over SMTP) and
      // its delivery updates by SMS (Twilio, or the local stand-in).
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          { resolve: "./src/modules/smtp-notification", id: "smtp", options: { channels: ["email"], smtpUrl: mail.smtpUrl, from: mail.from } },
          { resolve: "./src/modules/sms-notification", id: "sms", options: { channels: ["sms"], ...sms } },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/payment",
      options: {
        // Medusa waits 5 s by default before handling a webhook; the cart lock already serializes the webhook
        // with the confirmation page's lookup, so a short pause is enough and orders appear sooner.
        webhook_delay: Number(process.env.PAYMENT_WEBHOOK_DELAY_MS ?? 200),
        providers: [
          {
            resolve: "./src/modules/stripe-checkout",
            id: "stripe-checkout",
            options: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.apiUrl },
          },
        ],
      },
    },
  ],
})
