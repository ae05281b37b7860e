/**
 * The checkout's "send me delivery updates by SMS" (issue 54): unticked by default; ticked, it asks for a mobile
 * number, and ticking is the shopper's consent. The number is read by the server with the ship-to country's
 * numbering plan (the plans are too heavy for the page), which answers a number it cannot text as a 400 for
 * the field "sms.phone"; the field then says so.
 */
import { useId, useState } from "react"
import type { SmsUpdatesRequest } from "@shop/contracts/api"

export type SmsNumberProblem = "missing" | "invalid"

/** The field of a 400's `fields` that is the number. */
const PHONE_FIELD = "sms.phone"

export function useSmsUpdates() {
  const [wanted, setWanted] = useState(false)
  const [phone, setPhone] = useState("")
  const [problem, setProblem] = useState<SmsNumberProblem>()
  const phoneId = useId()

  const showProblem = (next: SmsNumberProblem) => {
    setProblem(next)
    // After the render that shows the message, so that it is read out with the field.
    requestAnimationFrame(() => document.getElementById(phoneId)?.focus())
  }

  return {
    wanted,
    phone,
    problem,
    phoneId,
    setWanted: (next: boolean) => {
      setWanted(next)
      setProblem(undefined)
    },
    setPhone: (next: string) => {
      setPhone(next)
      setProblem(undefined)
    },
    /**
     * What the checkout request carries: nothing when unticked, the number and consent when ticked; false (and
     * the field says why) when ticked without a number, so the checkout waits for one.
     */
    forRequest(): { sms?: SmsUpdatesRequest } | false {
      if (!wanted) return {}
      if (!phone.trim()) {
        showProblem("missing")
        return false
      }
      return { sms: { phone, consent: true } }
    },
    /** Whether the server's 400 was about the number (then shown beside it, not as the checkout's alert). */
    takeServerProblem(fields: Record<string, string> | undefined): boolean {
      if (!fields?.[PHONE_FIELD]) return false
      showProblem("invalid")
      return true
    },
  }
}

export type SmsUpdates = ReturnType<typeof useSmsUpdates>
