/**
 * POST /api/contact: stores the contact form's message in the CMS and has commerce e-mail it to support and
 * acknowledge it to the visitor. (The content's GETs are data/api-reads.ts's.)
 */
import { randomUUID } from "node:crypto"
import type { FastifyInstance } from "fastify"
import { contactMessageBody } from "@shop/contracts/api-schemas"
import { CONTACT_MESSAGES_PER_MINUTE, type ContactMessageResponse } from "@shop/contracts/content"
import type { ApiError } from "@shop/contracts/api"
import type { CmsSource } from "../content/content-source.js"
import type { CheckoutSource } from "../commerce/checkout-client.js"
import { registerRateLimit } from "../http/rate-limit.js"
import type { Redis } from "ioredis"

const CONTACT_BODY_LIMIT_BYTES = 32 * 1024

/**
 * A contact message's document id: under the path `contact.`, because Sanity lets anyone read the documents
 * of a public dataset whose ids have no dot, and a message holds a visitor's name, address and words. Under a
 * path only a token reads it (the Studio's editors, commerce sending it on), whatever the dataset's visibility.
 */
export const contactMessageId = () => `contact.${randomUUID()}`

export async function contactRoutes(app: FastifyInstance, { cms, commerce, redis }: { cms: CmsSource; commerce: Pick<CheckoutSource, "forwardContactMessage">; redis?: Redis }) {
  await registerRateLimit(app, {
    name: "contact",
    redis,
    message: (wait) => `You have sent several messages in a short time. Please wait ${wait} and send it again; your text is still in the form.`,
  })
  app.post(
    "/api/contact",
    { bodyLimit: CONTACT_BODY_LIMIT_BYTES, onRequest: app.rateLimit({ max: CONTACT_MESSAGES_PER_MINUTE, timeWindow: "1 minute" }) },
    async (request, reply) => {
      const message = contactMessageBody.parse(request.body)
      let stored: { _id: string }
      try {
        stored = await cms.create({ _id: contactMessageId(), _type: "contactMessage", ...message, receivedAt: new Date().toISOString() })
      } catch (error) {
        request.log.warn(`contact: storing a message in the CMS failed: ${(error as Error).message}`)
        return reply
          .code(503)
          .header("retry-after", "30")
          .send({ error: "Your message could not be sent right now. Please try again in a few minutes; your text is still in the form." } satisfies ApiError)
      }
      // Stored is received: the e-mails (to support, and the visitor's acknowledgement) follow from commerce,
      // whose sweep finds the message in the CMS within minutes should this notice be lost.
      await commerce
        .forwardContactMessage(stored._id)
        .catch((error: Error) => request.log.warn(`contact: commerce was not told of message ${stored._id} (its sweep sends it): ${error.message}`))
      return reply.code(201).send({ id: stored._id } satisfies ContactMessageResponse)
    }
  )
}
