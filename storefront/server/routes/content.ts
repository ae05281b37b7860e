/**
 * The content calls (issue: content in Sanity): GET /api/content/{slug}, /api/faq, /api/settings,
 * /api/reviews, /api/translations/{lang} from the content cache, and POST /api/contact, which stores the
 * contact form's message in the CMS and has commerce e-mail it to support and acknowledge it to the visitor. Answers are validated and cached like the catalogue's.
 */
import { randomUUID } from "node:crypto"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { contactMessageBody, contentPageParams, contentQuery, translationsParams } from "@shop/contracts/api-schemas"
import { CONTACT_MESSAGES_PER_MINUTE, type ContactMessageResponse } from "@shop/contracts/content"
import type { ApiError } from "@shop/contracts/api"
import { sendPublic } from "../cache/send-cached.js"
import { PUBLIC_CACHE_CONTROL } from "../cache/cache-policy.js"
import type { FastLane, FreshLookup } from "../cache/fast-lane.js"
import type { CachedResponse } from "../cache/response-cache.js"
import type { ContentCache } from "../content/content-cache.js"
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

export async function contentRoutes(
  app: FastifyInstance,
  {
    content,
    cms,
    commerce,
    lane,
    redis,
  }: { content: ContentCache; cms: CmsSource; commerce: Pick<CheckoutSource, "forwardContactMessage">; lane: FastLane; redis?: Redis }
) {
  /** Answers from the content cache, and teaches the fast lane the URL (repeat requests skip Fastify). */
  const send = async (request: FastifyRequest, reply: FastifyReply, answer: Promise<CachedResponse>, lookup: FreshLookup) => {
    const cached = await answer
    lane.remember(request.url, lookup, PUBLIC_CACHE_CONTROL)
    return sendPublic(request, reply, cached)
  }
  app.get("/api/content/:slug", async (request, reply) => {
    const { slug } = contentPageParams.parse(request.params)
    const { lang } = contentQuery.parse(request.query)
    return send(request, reply, content.page(slug, lang), content.freshLookup.page(slug, lang))
  })
  for (const call of ["faq", "settings", "reviews"] as const) {
    app.get(`/api/${call}`, async (request, reply) => {
      const { lang } = contentQuery.parse(request.query)
      return send(request, reply, content[call](lang), content.freshLookup[call](lang))
    })
  }
  app.get("/api/translations/:lang", async (request, reply) => {
    const { lang } = translationsParams.parse(request.params)
    return send(request, reply, content.translations(lang), content.freshLookup.translations(lang))
  })

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
      await commerce.forwardContactMessage(stored._id).catch((error: Error) => request.log.warn(`contact: commerce was not told of message ${stored._id} (its sweep sends it): ${error.message}`))
      return reply.code(201).send({ id: stored._id } satisfies ContactMessageResponse)
    }
  )
}
