/**
 * Medusa notification provider for the "email" channel: sends what the subscribers rendered (subject, HTML,
 * plain text) over SMTP with nodemailer. Rendering and the choice of recipient stay with the subscribers;
 * this only delivers, so any SMTP service works. A refused or unreachable server throws: Medusa then marks
 * the notification failed and the retry job sends it again (jobs/retry-emails.ts).
 */
import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import { createHash } from "node:crypto"
import nodemailer, { type Transporter } from "nodemailer"

export interface SmtpNotificationOptions {
  smtpUrl: string
  from: string
}

/** Data a subscriber may add to a notification for the envelope (the contact form replies to the visitor). */
export interface EmailEnvelopeData {
  reply_to?: string | { name: string; address: string }
}

/**
 * "[permanent]" for a 5xx reply (a refused address or sender: sending again gives the same answer),
 * "[transient]" for a 4xx reply or no reply at all (server down, timeout): worth another attempt.
 */
export const smtpFailureMark = (responseCode: number | undefined) => (responseCode !== undefined && responseCode >= 500 ? "[permanent]" : "[transient]")

/**
 * The Message-ID of the e-mail with idempotency key `key` (lib/email-delivery.ts passes it as provider_data),
 * the same on every attempt: `<hash.template@sender's domain>`.
 */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "localhost"
  const kind = key.split(":")[0]!.replace(/[^A-Za-z0-9-]/g, "") || "email"
  return `<${createHash("sha256").update(key).digest("hex").slice(0, 32)}.${kind}@${domain}>`
}

export class SmtpNotificationService extends AbstractNotificationProviderService {
  static override identifier = "smtp"
  private readonly transport: Transporter
  private readonly from: string

  static override validateOptions(options: Record<string, unknown>): void {
    if (typeof options.smtpUrl !== "string" || !/^smtps?:\/\//.test(options.smtpUrl)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The smtp notification provider needs smtpUrl (SMTP_URL), e.g. smtp://user:password@smtp.example.com:587")
    }
    if (typeof options.from !== "string" || options.from.trim() === "") {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The smtp notification provider needs from (MAIL_FROM)")
    }
  }

  constructor(_container: unknown, options: SmtpNotificationOptions) {
    super()
    // Short timeouts: a send happens inside a subscriber, and a hung server must fail it so the retry can run.
    this.transport = nodemailer.createTransport(options.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 })
    this.from = options.from
  }

  override async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const content = notification.content
    if (!content?.subject || (!content.html && !content.text)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Notification ${notification.template} to ${notification.to} has no subject or body`)
    }
    const envelope = (notification.data ?? {}) as EmailEnvelopeData
    const from = notification.from || this.from
    const key = notification.provider_data?.message_key
    try {
      const info = await this.transport.sendMail({
        from,
        ...(typeof key === "string" && { messageId: messageIdFor(key, from) }),
        to: notification.to,
        replyTo: envelope.reply_to,
        subject: content.subject,
        html: content.html,
        text: content.text,
      })
      return { id: info.messageId }
    } catch (error) {
      // The SMTP reply code decides whether a retry can help (lib/email-delivery.ts reads the mark).
      const code = (error as { responseCode?: number }).responseCode
      throw new Error(`${smtpFailureMark(code)} ${code ?? "no SMTP reply"}: ${(error as Error).message}`)
    }
  }
}
