/**
 * Medusa notification provider for the "sms" channel (issue 54): sends the text a subscriber rendered through
 * Twilio's official client (Twilio itself, or the local stand-in at `apiUrl`). A refusal Twilio means (4xx: an
 * invalid or unsubscribed number) is marked permanent, anything else (5xx, no answer) transient: the retry job
 * sends those again, as for e-mails (lib/email-delivery.ts reads the mark).
 */
import type { ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import twilio from "twilio"
import type { SmsSettings } from "../../lib/sms-settings"

type TwilioClient = ReturnType<typeof twilio>

/** Twilio's client, its requests sent to `apiUrl` instead of api.twilio.com when given. */
export function twilioClient({ accountSid, authToken, apiUrl }: SmsSettings): TwilioClient {
  const client = twilio(accountSid, authToken, { timeout: 10_000 })
  if (apiUrl) {
    const http = client.httpClient
    const request = http.request.bind(http)
    http.request = (options) => request({ ...options, uri: options.uri.replace(/^https:\/\/api\.twilio\.com/, apiUrl) })
  }
  return client
}

export class SmsNotificationService extends AbstractNotificationProviderService {
  static override identifier = "sms"
  private readonly client: TwilioClient
  private readonly from: string

  static override validateOptions(options: Record<string, unknown>): void {
    if (typeof options.accountSid !== "string" || typeof options.authToken !== "string" || !options.accountSid || !options.authToken) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "The sms notification provider needs accountSid and authToken (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN)")
    }
  }

  constructor(_container: unknown, options: SmsSettings) {
    super()
    this.client = twilioClient(options)
    this.from = options.from
  }

  override async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const body = notification.content?.text
    if (!body) throw new MedusaError(MedusaError.Types.INVALID_DATA, `SMS ${notification.template} to ${notification.to} has no text`)
    try {
      const message = await this.client.messages.create({ to: notification.to, from: notification.from || this.from, body })
      return { id: message.sid }
    } catch (error) {
      const status = (error as { status?: number }).status
      const permanent = status !== undefined && status >= 400 && status < 500 && status !== 429
      throw new Error(`${permanent ? "[permanent]" : "[transient]"} ${status ?? "no answer from Twilio"}: ${(error as Error).message}`)
    }
  }
}
