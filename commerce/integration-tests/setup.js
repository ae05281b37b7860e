const { MetadataStorage } = require("@medusajs/framework/mikro-orm/core")

MetadataStorage.clear()

// Specs that start a mail catcher of their own (support/mail-catcher.ts) point SMTP_URL at it; every other
// spec's e-mail goes to a port nothing listens on, never to the inbox of a shop running on this machine.
process.env.SMTP_URL ??= "smtp://127.0.0.1:9"

// Likewise the CMS: specs that start a content API of their own (support/content-api.ts) point at it; the
// others read no CMS (the e-mails use the copy bundled with commerce), never npm start's.
process.env.SANITY_API_HOST ??= "http://127.0.0.1:9"
