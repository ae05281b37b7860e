import type {
  AuthorizePaymentInput,
  AuthorizePaymentOutput,
  CancelPaymentInput,
  CancelPaymentOutput,
  CapturePaymentInput,
  CapturePaymentOutput,
  DeletePaymentInput,
  DeletePaymentOutput,
  GetPaymentStatusInput,
  GetPaymentStatusOutput,
  InitiatePaymentInput,
  InitiatePaymentOutput,
  Logger,
  ProviderWebhookPayload,
  RefundPaymentInput,
  RefundPaymentOutput,
  RetrievePaymentInput,
  RetrievePaymentOutput,
  UpdatePaymentInput,
  UpdatePaymentOutput,
  WebhookActionResult,
} from "@medusajs/framework/types"
import { AbstractPaymentProvider, BigNumber, MedusaError, PaymentSessionStatus } from "@medusajs/framework/utils"
import type Stripe from "stripe"
import { createStripeClient } from "../../lib/stripe-settings"
import { checkoutSessionParams, toMinorUnits } from "./session-params"
import type { CheckoutSessionData, CheckoutSessionInput } from "./types"
import { webhookAction } from "./webhook-events"

export interface StripeCheckoutOptions {
  secretKey: string
  webhookSecret: string
  /** A Stripe-compatible API (the local stand-in); unset → Stripe. */
  apiUrl?: string
  /** How long a Checkout Session stays payable (Stripe allows 30 minutes to 24 hours). */
  expiresInMinutes?: number
}

/** The parts of a Checkout Session that Medusa's payment and order keep. */
function sessionData(session: Stripe.Checkout.Session): Partial<CheckoutSessionData> & Record<string, unknown> {
  const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null)
  return {
    checkout_session_id: session.id,
    checkout_status: session.status,
    payment_status: session.payment_status,
    payment_intent_id: paymentIntent,
    customer_email: session.customer_details?.email ?? null,
    // What refunds are counted in (a payment session's data carries no currency of its own).
    currency: session.currency,
  }
}

/** The currency a payment session's Checkout Session charged in (sessions from before it was kept: USD). */
const currencyOf = (data: Record<string, unknown> | undefined) => (typeof data?.currency === "string" ? data.currency : "usd")

/** A session's state as Medusa's payment session status. */
function statusOf(session: Stripe.Checkout.Session): PaymentSessionStatus {
  if (session.status === "expired") return PaymentSessionStatus.CANCELED
  if (session.status === "complete" && session.payment_status === "paid") return PaymentSessionStatus.CAPTURED
  return PaymentSessionStatus.PENDING
}

/**
 * Medusa payment provider for Stripe's hosted Checkout page (Medusa's own Stripe provider uses Payment
 * Intents with an embedded form). A payment session is a Checkout Session; Checkout captures at payment, so a
 * paid session is reported as captured and `capturePayment` only records it.
 */
class StripeCheckoutProviderService extends AbstractPaymentProvider<StripeCheckoutOptions> {
  static override identifier = "stripe-checkout"

  protected readonly stripe: Stripe
  protected readonly logger: Logger

  static override validateOptions(options: Record<string, unknown>): void {
    for (const key of ["secretKey", "webhookSecret"]) {
      if (typeof options[key] !== "string" || !(options[key] as string).length) {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `stripe-checkout: option ${key} is required`)
      }
    }
  }

  constructor(container: { logger: Logger }, options: StripeCheckoutOptions) {
    super(container, options)
    this.logger = container.logger
    this.stripe = createStripeClient(options)
  }

  private async session(data: Record<string, unknown> | undefined): Promise<Stripe.Checkout.Session> {
    const id = data?.checkout_session_id
    if (typeof id !== "string") throw new MedusaError(MedusaError.Types.INVALID_DATA, "payment session has no Stripe Checkout session")
    return this.stripe.checkout.sessions.retrieve(id)
  }

  async initiatePayment({ amount, currency_code, data, context }: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
    const input = data as unknown as CheckoutSessionInput
    if (!Array.isArray(input?.lines) || !input.lines.length || !input.shipping || !input.success_url || !input.cancel_url) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "stripe-checkout needs the cart's lines, shipping and return URLs")
    }
    const params = checkoutSessionParams(input, new BigNumber(amount).numeric, currency_code, { expiresInMinutes: this.config.expiresInMinutes ?? 60 })
    const session = await this.stripe.checkout.sessions.create(params, { idempotencyKey: context?.idempotency_key })
    if (!session.url) throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Stripe returned session ${session.id} without a URL`)
    return {
      id: session.id,
      status: PaymentSessionStatus.PENDING,
      data: { ...sessionData(session), checkout_url: session.url, expires_at: session.expires_at },
    }
  }

  /**
   * A paid session refunded in full since (its units sold to another shopper meanwhile: lib/sold-out-checkouts.ts)
   * authorizes nothing: Medusa's own, later handling of its webhook then makes no order of it.
   */
  async authorizePayment({ data }: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
    const session = await this.session(data)
    let status = statusOf(session)
    if (status === PaymentSessionStatus.CAPTURED && (await this.refundedInFull(session))) status = PaymentSessionStatus.CANCELED
    return { status, data: { ...data, ...sessionData(session) } }
  }

  private async refundedInFull(session: Stripe.Checkout.Session): Promise<boolean> {
    const intentId = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id
    if (!intentId || !session.amount_total) return false
    const refunds = await this.stripe.refunds.list({ payment_intent: intentId, limit: 100 })
    return refunds.data.reduce((sum, refund) => sum + refund.amount, 0) >= session.amount_total
  }

  async getPaymentStatus({ data }: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
    return this.authorizePayment({ data })
  }

  async retrievePayment({ data }: RetrievePaymentInput): Promise<RetrievePaymentOutput> {
    const session = await this.session(data)
    return { data: { ...data, ...sessionData(session) } }
  }

  /** Checkout captured the money already; a payment intent left uncaptured (manual capture) is captured here. */
  async capturePayment({ data }: CapturePaymentInput): Promise<CapturePaymentOutput> {
    const intentId = data?.payment_intent_id
    if (typeof intentId !== "string") return { data }
    const intent = await this.stripe.paymentIntents.retrieve(intentId)
    if (intent.status === "requires_capture") await this.stripe.paymentIntents.capture(intentId)
    return { data: { ...data, payment_intent_status: "succeeded" } }
  }

  async refundPayment({ amount, data, context }: RefundPaymentInput): Promise<RefundPaymentOutput> {
    const intentId = data?.payment_intent_id
    if (typeof intentId !== "string") {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "this payment has no Stripe payment intent to refund")
    }
    const refund = await this.stripe.refunds.create(
      { payment_intent: intentId, amount: toMinorUnits(new BigNumber(amount).numeric, currencyOf(data)), metadata: { session_id: String(data?.session_id ?? "") } },
      { idempotencyKey: context?.idempotency_key }
    )
    const refunds = [...((data?.refunds as CheckoutSessionData["refunds"]) ?? []), { id: refund.id, amount: refund.amount }]
    return { data: { ...data, refunds } }
  }

  /** An unpaid session is expired so its page can no longer take money; a paid one is refunded by Medusa instead. */
  async cancelPayment({ data }: CancelPaymentInput): Promise<CancelPaymentOutput> {
    const session = await this.session(data)
    if (session.status === "open") {
      const expired = await this.stripe.checkout.sessions.expire(session.id)
      return { data: { ...data, ...sessionData(expired) } }
    }
    return { data: { ...data, ...sessionData(session) } }
  }

  async deletePayment({ data }: DeletePaymentInput): Promise<DeletePaymentOutput> {
    try {
      return await this.cancelPayment({ data })
    } catch (error) {
      // Deleting a payment session must not fail because Stripe no longer knows or can expire the session.
      this.logger.warn(`stripe-checkout: could not expire ${String(data?.checkout_session_id)}: ${(error as Error).message}`)
      return { data }
    }
  }

  /** A Checkout Session's amount is fixed: a changed cart needs a new checkout. */
  async updatePayment({ amount, data }: UpdatePaymentInput): Promise<UpdatePaymentOutput> {
    const session = await this.session(data)
    if (session.amount_total !== toMinorUnits(new BigNumber(amount).numeric, session.currency ?? "usd")) {
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "the cart changed after checkout started; start a new checkout")
    }
    return { data }
  }

  /** Verifies the signature on the raw body (throws on a bad one) and maps the event. */
  async getWebhookActionAndData({ rawData, headers }: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
    const signature = headers["stripe-signature"]
    const event = this.stripe.webhooks.constructEvent(rawData as string | Buffer, Array.isArray(signature) ? signature[0]! : (signature as string), this.config.webhookSecret)
    return webhookAction(event)
  }
}

export default StripeCheckoutProviderService
