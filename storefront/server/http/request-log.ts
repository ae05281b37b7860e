/**
 * The server's logger settings: JSON lines (pino, through Fastify), each request's with its id and the
 * shopper's address (http/client-address.ts). Order-page tokens and checkout session ids are keys to a
 * shopper's order, and they travel in URLs: every line is written without them (@shop/contracts/order-links),
 * the request's URL, messages and errors alike, so logs can be kept and shared like any other.
 */
import type { FastifyRequest, FastifyServerOptions } from "fastify"
import { redactOrderSecrets } from "@shop/contracts/order-links"
import { normaliseAddress } from "./client-address.js"

export interface RequestLogSettings {
  /** pino's level ("warn" unless set: per-request lines would drown the npm start console). */
  level?: string
  /** Where the lines go; stdout unless set (tests read them). */
  destination?: { write(line: string): void }
}

/**
 * Fastify's request log fields ("incoming request"), with the shopper's address as `remoteAddress` and the
 * proxy it came through, when it did, as `via`. Fastify hands its own request to the serializer.
 */
function requestLogFields(request: FastifyRequest) {
  const peer = normaliseAddress(request.raw.socket?.remoteAddress)
  return {
    method: request.method,
    url: redactOrderSecrets(request.url),
    host: request.host,
    remoteAddress: request.clientAddress,
    ...(peer !== request.clientAddress && { via: peer }),
    remotePort: request.raw.socket?.remotePort,
  }
}

/** An error as a log field: its message and stack may quote a URL (commerce's paths hold the same keys). */
const errorLogFields = (error: Error) => ({
  type: error.name,
  message: redactOrderSecrets(error.message),
  stack: redactOrderSecrets(error.stack ?? ""),
})

export function requestLogger({ level = "warn", destination }: RequestLogSettings): FastifyServerOptions["logger"] {
  return {
    level,
    // Its types name the raw request, though Fastify passes its own.
    serializers: { req: (request) => requestLogFields(request as unknown as FastifyRequest), err: errorLogFields },
    hooks: {
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) if (typeof args[i] === "string") args[i] = redactOrderSecrets(args[i] as string)
        return method.apply(this, args)
      },
    },
    ...(destination && { stream: destination }),
  }
}
