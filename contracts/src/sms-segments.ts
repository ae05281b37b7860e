/**
 * How many parts an SMS is sent as (GSM 03.38): 160 GSM-7 characters in one part, 153 a part after; the extension
 * table's characters count twice; a text with any other character is UCS-2, 70 in one part, 67 a part after.
 * Shared by commerce (its texts stay within three parts) and the Twilio stand-in (which counts as Twilio does).
 */
/** GSM 03.38's basic characters; the extension table's count twice. Anything else makes the message UCS-2. */
const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"
const GSM_EXTENDED = "^{}\\[~]|€\f"

/** How many SMS parts Twilio sends `body` as. */
export function segmentsOf(body: string): number {
  const characters = [...body]
  if (characters.every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c))) {
    const septets = characters.reduce((sum, c) => sum + (GSM_EXTENDED.includes(c) ? 2 : 1), 0)
    return septets <= 160 ? 1 : Math.ceil(septets / 153)
  }
  // UCS-2 counts UTF-16 code units.
  return body.length <= 70 ? 1 : Math.ceil(body.length / 67)
}
