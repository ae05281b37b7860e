// Presence for the Studio (who else has which document open): the JSON-RPC-over-WebSocket protocol of
// Sanity's "bifur" service, as @sanity/bifur-client speaks it, between the Studio tabs open on this machine.
import type { IncomingMessage } from "node:http"
import type { Duplex } from "node:stream"
import { type WebSocket, WebSocketServer } from "ws"
import { randomId } from "./ids.js"

interface RpcRequest {
  jsonrpc: "2.0"
  id?: string
  method: string
  params?: Record<string, unknown>
}

/** What one tab's connection knows about itself. */
interface Connection {
  socket: WebSocket
  authorized: boolean
  /** The id of this connection's presence subscription, once it has one. */
  subscription?: string
  /** Studio sessions announced over this connection (one per tab, normally). */
  sessions: Set<string>
}

export interface PresenceOptions {
  /** Whether a `Bearer <token>` authorization is the editor's. */
  isEditorToken(authorization: string): boolean
  userId: string
}

/** The socket path: /v{version}/socket/{dataset}. */
const SOCKET_PATH = /^\/v[^/]+\/socket\/[^/?]+/

export function presenceHub(options: PresenceOptions) {
  const server = new WebSocketServer({ noServer: true, maxPayload: 256 * 1024 })
  const connections = new Set<Connection>()

  const send = (connection: Connection, message: unknown) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message))
  }
  /** Tells every other subscribed tab. */
  const broadcast = (from: Connection, result: Record<string, unknown>) => {
    for (const other of connections) {
      if (other === from || !other.subscription) continue
      send(other, { jsonrpc: "2.0", method: "presence_subscription", params: { subscription: other.subscription, result } })
    }
  }

  function handle(connection: Connection, request: RpcRequest): unknown {
    const params = request.params ?? {}
    if (request.method === "authorization") {
      connection.authorized = typeof params.authorization === "string" && options.isEditorToken(params.authorization)
      if (!connection.authorized) throw Object.assign(new Error("The token is not this content API's editor token"), { code: 4001 })
      return null
    }
    if (!connection.authorized) throw Object.assign(new Error("Send the authorization request first"), { code: 4001 })
    switch (request.method) {
      case "presence_subscribe":
        connection.subscription ??= randomId(12)
        return connection.subscription
      case "presence_unsubscribe":
        connection.subscription = undefined
        return null
      case "presence_announce": {
        const data = (params.data ?? {}) as { sessionId?: unknown; locations?: unknown }
        if (typeof data.sessionId !== "string" || !Array.isArray(data.locations)) throw Object.assign(new Error("Expected data.sessionId and data.locations"), { code: -32602 })
        connection.sessions.add(data.sessionId)
        broadcast(connection, { type: "state", i: options.userId, m: { sessionId: data.sessionId, locations: data.locations } })
        return null
      }
      case "presence_rollcall":
        if (typeof params.session !== "string") throw Object.assign(new Error("Expected session"), { code: -32602 })
        broadcast(connection, { type: "rollCall", i: options.userId, session: params.session })
        return null
      case "presence_disconnect":
        if (typeof params.session !== "string") throw Object.assign(new Error("Expected session"), { code: -32602 })
        connection.sessions.delete(params.session)
        broadcast(connection, { type: "disconnect", i: options.userId, m: { session: params.session } })
        return null
      default:
        throw Object.assign(new Error(`Unknown method ${request.method}`), { code: -32601 })
    }
  }

  server.on("connection", (socket: WebSocket) => {
    const connection: Connection = { socket, authorized: false, sessions: new Set() }
    connections.add(connection)
    socket.on("message", (data) => {
      let request: RpcRequest
      try {
        request = JSON.parse(data.toString()) as RpcRequest
      } catch {
        return send(connection, { jsonrpc: "2.0", id: null, error: { code: -32700, message: "Not JSON" } })
      }
      try {
        send(connection, { jsonrpc: "2.0", id: request.id, result: handle(connection, request) })
      } catch (error) {
        const { code = -32600, message } = error as Error & { code?: number }
        send(connection, { jsonrpc: "2.0", id: request.id, error: { code, message } })
        if (code === 4001) socket.close(4001, message)
      }
    })
    socket.on("close", () => {
      connections.delete(connection)
      // A closed tab leaves: the others stop showing it.
      for (const session of connection.sessions) broadcast(connection, { type: "disconnect", i: options.userId, m: { session } })
    })
  })

  return {
    /** Takes the upgrade when it is for the presence socket; false otherwise (the caller refuses it). */
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if (!SOCKET_PATH.test(req.url ?? "")) return false
      server.handleUpgrade(req, socket, head, (ws) => server.emit("connection", ws, req))
      return true
    },
    close() {
      for (const { socket } of connections) socket.terminate()
      server.close()
    },
  }
}
