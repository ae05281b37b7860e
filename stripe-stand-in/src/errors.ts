/**
 * Errors in Stripe's wire shape, so the official SDK maps them to its own classes
 * (StripeInvalidRequestError, StripeCardError, StripeIdempotencyError, …) with `param` and `code` intact.
 */
export type StripeErrorType = "invalid_request_error" | "idempotency_error" | "card_error" | "api_error"

export interface StripeErrorBody {
  error: {
    type: StripeErrorType
    message: string
    param?: string
    code?: string
    decline_code?: string
  }
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: StripeErrorType,
    message: string,
    readonly details: { param?: string; code?: string; decline_code?: string } = {}
  ) {
    super(message)
  }

  toBody(): StripeErrorBody {
    const { param, code, decline_code } = this.details
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(param !== undefined ? { param } : {}),
        ...(code !== undefined ? { code } : {}),
        ...(decline_code !== undefined ? { decline_code } : {}),
      },
    }
  }
}

export const invalid = (message: string, param?: string, code?: string) => new ApiError(400, "invalid_request_error", message, { param, code })

export const missingParam = (param: string) => invalid(`Missing required param: ${param}.`, param, "parameter_missing")

export const noSuch = (kind: string, id: string, param: string) => new ApiError(404, "invalid_request_error", `No such ${kind}: '${id}'`, { param, code: "resource_missing" })
