/**
 * Where the shop's e-mail goes: any SMTP server (SES, Postmark, Mailgun, SendGrid's SMTP relay…) named by
 * SMTP_URL, sent as MAIL_FROM. Outside production the default is the local mail catcher `npm start` runs
 * (maildev: its web inbox shows every message); production refuses to start without both (production-secrets.ts).
 */
export const LOCAL_SMTP_URL = "smtp://127.0.0.1:1025"
export const LOCAL_MAIL_FROM = "Orbita <orders@shop.local>"

export interface MailSettings {
  /** smtp://user:password@host:port or smtps://… (nodemailer's connection URL). */
  smtpUrl: string
  from: string
  /** Where contact-form messages go (reply-to the visitor). */
  supportEmail: string
}

export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const from = env.MAIL_FROM?.trim() || LOCAL_MAIL_FROM
  return {
    smtpUrl: env.SMTP_URL?.trim() || LOCAL_SMTP_URL,
    from,
    // Unset: the sender's own address, so contact messages reach someone who reads the shop's mail.
    supportEmail: env.SUPPORT_EMAIL?.trim() || /<([^>]+)>/.exec(from)?.[1] || from,
  }
}
