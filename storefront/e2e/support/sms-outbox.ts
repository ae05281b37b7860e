/**
 * The local Twilio stand-in the test run starts (TWILIO_STAND_IN_URL): its outbox, where the shop's SMS land as
 * on a shopper's phone, and a shopper's reply (STOP), which it signs and posts to the shop as Twilio does.
 */
import { expect } from "@playwright/test"

export const TWILIO_STAND_IN_URL = process.env.TWILIO_STAND_IN_URL ?? "http://127.0.0.1:12411"

interface SentSms {
  to: string
  body: string
}

export async function smsTo(number: string): Promise<SentSms[]> {
  return (await (await fetch(`${TWILIO_STAND_IN_URL}/_stand-in/outbox?${new URLSearchParams({ to: number })}`)).json()) as SentSms[]
}

/** Waits until `number` has `count` SMS and gives them, oldest first. */
export async function waitForSms(number: string, count: number): Promise<SentSms[]> {
  let sent: SentSms[] = []
  await expect.poll(async () => (sent = await smsTo(number)).length, { timeout: 20_000, message: `${count} SMS to ${number}` }).toBeGreaterThanOrEqual(count)
  return sent
}

/** The shopper's reply to the shop's SMS, from `number`; the stand-in answers what the shop's webhook answered. */
export async function replySms(number: string, body: string): Promise<void> {
  const response = await fetch(`${TWILIO_STAND_IN_URL}/_stand-in/inbound`, { method: "POST", body: JSON.stringify({ from: number, body }) })
  expect(response.status).toBe(200)
  expect(((await response.json()) as { status: number }).status, "the shop's webhook took the reply").toBe(200)
}
