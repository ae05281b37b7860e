/**
 * The API calls the stand-in answered lately, for tests that count how often the shop asks Stripe (e.g. that a
 * burst of order lookups reaches Stripe once). In memory only, and only the last `limit` calls, so a long
 * `npm start` does not grow it. Read through `GET /_stand-in/requests` (server.ts).
 */
export interface LoggedRequest {
  method: string
  path: string
}

export class RequestLog {
  private readonly entries: LoggedRequest[] = []

  constructor(private readonly limit = 1_000) {}

  record(method: string, path: string): void {
    this.entries.push({ method, path })
    if (this.entries.length > this.limit) this.entries.shift()
  }

  /** How many of the logged calls match: all of them, or only those of `method` and/or `path` (exact). */
  count({ method, path }: Partial<LoggedRequest>): number {
    return this.entries.filter((entry) => (!method || entry.method === method) && (!path || entry.path === path)).length
  }
}
