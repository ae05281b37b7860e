/**
 * The search indexes and cards on disk, so that an instance that restarts, or a second one that starts, has
 * them in seconds instead of building them from every product's texts (minutes at 64,000 products, during
 * which the instance is not ready and its search thread takes half a core from the shoppers beside it).
 *
 * A snapshot is what a search thread held once it had read everything up to version V of commerce's change
 * log (catalogue-search.ts writes one after a full build, and after catching up on many changes). A thread
 * that reads it asks commerce what changed since V and merges those products, as it does any edit. It is
 * used only with the change log it was made from (`log`: another database's versions mean nothing) and by
 * the code that made it (`fingerprint`: another tokenizer or another card would answer differently).
 *
 * Layout: `<dir>/<name>/` holds `cards.bin` and one `<locale>.bin` per index; `<dir>/latest.json` names the
 * newest and is replaced in one rename once all its files are written, so a reader never sees half a snapshot.
 * Instances on one host share the folder; the older snapshot folders are removed by the writer of a newer one.
 */
import { createHash, randomBytes } from "node:crypto"
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { readdirSync, readFileSync } from "node:fs"
import { deserialize, serialize } from "node:v8"
import type { Prices } from "@shop/contracts/currencies"
import { SearchIndex, type IndexParts } from "./search-index.js"
import type { BackgroundPace } from "./background-pace.js"

/** What a search thread holds, as of a version of the change log. */
export interface SearchState {
  /** Which change log `version` counts in (commerce's CatalogueChanges.log). */
  log: string
  version: number
  /** The index of each language, by locale. */
  indexes: Map<string, SearchIndex>
  /** Each product's card JSON (catalogue-search.ts). */
  cards: Map<number, Buffer>
  pricesSetByHand: Map<number, Partial<Prices>>
}

interface Latest {
  name: string
  log: string
  version: number
  fingerprint: string
  locales: string[]
}

const LATEST = "latest.json"
/** Longer than any instance takes to write a snapshot (seconds at 64,000 products). */
const WRITING_MS = 10 * 60_000

/**
 * A hash of the code whose output a snapshot holds: this folder's modules (tokenizing, word forms, the index),
 * the contracts (the card's fields, prices) and `alsoDependsOn` (what else the caller's texts come from).
 */
export function codeFingerprint(alsoDependsOn: string): string {
  const hash = createHash("sha256").update(alsoDependsOn)
  const search = path.dirname(fileURLToPath(import.meta.url))
  const contracts = path.dirname(fileURLToPath(import.meta.resolve("@shop/contracts/api")))
  for (const folder of [search, contracts]) {
    for (const file of readdirSync(folder).sort()) {
      if (/\.(ts|js)$/.test(file) && !/\.test\./.test(file)) hash.update(file).update(readFileSync(path.join(folder, file)))
    }
  }
  return hash.digest("hex")
}

/** Cards as one buffer: their count, then each one's item id and length, then their bytes one after another. */
function packCards(cards: Map<number, Buffer>, pricesSetByHand: Map<number, Partial<Prices>>): Buffer {
  const head = Buffer.alloc(4 + cards.size * 8)
  head.writeUInt32LE(cards.size, 0)
  let at = 4
  for (const [id, card] of cards) {
    head.writeInt32LE(id, at)
    head.writeUInt32LE(card.length, at + 4)
    at += 8
  }
  const prices = serialize([...pricesSetByHand])
  const tail = Buffer.alloc(4)
  tail.writeUInt32LE(prices.length, 0)
  return Buffer.concat([head, ...cards.values(), prices, tail])
}

/** The cards of packCards, as views into the one buffer read (no copy per card). */
function unpackCards(bytes: Buffer): Pick<SearchState, "cards" | "pricesSetByHand"> {
  const count = bytes.readUInt32LE(0)
  const cards = new Map<number, Buffer>()
  let body = 4 + count * 8
  for (let i = 0; i < count; i++) {
    const length = bytes.readUInt32LE(4 + i * 8 + 4)
    cards.set(bytes.readInt32LE(4 + i * 8), bytes.subarray(body, body + length))
    body += length
  }
  const pricesLength = bytes.readUInt32LE(bytes.length - 4)
  const prices = deserialize(bytes.subarray(body, body + pricesLength)) as [number, Partial<Prices>][]
  return { cards, pricesSetByHand: new Map(prices) }
}

const indexFile = (locale: string) => `${locale.replace(/[^A-Za-z0-9-]/g, "_")}.bin`

/**
 * Writes `state` as the newest snapshot in `dir`, paced as the thread's other background work (each file is a
 * few tenths of a second of serializing at 64,000 products; searches are answered in between).
 */
export async function writeSnapshot(dir: string, fingerprint: string, state: SearchState, pace: BackgroundPace): Promise<void> {
  const name = `${state.version}-${Date.now()}-${randomBytes(4).toString("hex")}`
  const folder = path.join(dir, name)
  await mkdir(folder, { recursive: true })
  try {
    await writeFile(
      path.join(folder, "cards.bin"),
      pace.work(() => packCards(state.cards, state.pricesSetByHand))
    )
    for (const [locale, index] of state.indexes) {
      await pace.rest()
      await writeFile(
        path.join(folder, indexFile(locale)),
        pace.work(() => serialize(index.parts()))
      )
    }
    const latest: Latest = { name, log: state.log, version: state.version, fingerprint, locales: [...state.indexes.keys()] }
    const written = path.join(dir, `${LATEST}.${name}`)
    await writeFile(written, JSON.stringify(latest))
    await rename(written, path.join(dir, LATEST))
  } catch (error) {
    await rm(folder, { recursive: true, force: true })
    throw error
  }
  // The older snapshots, but the newest (another instance may have named its own since) and any another instance
  // may be writing now (younger than WRITING_MS). An instance reading one removed meanwhile builds from commerce.
  const newest = (JSON.parse(await readFile(path.join(dir, LATEST), "utf8")) as Latest).name
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === name || entry.name === newest || !(entry.isDirectory() || entry.name.startsWith(`${LATEST}.`))) continue
    const written = path.join(dir, entry.name)
    if (Date.now() - (await stat(written)).mtimeMs > WRITING_MS) await rm(written, { recursive: true, force: true })
  }
}

/**
 * The newest snapshot in `dir`, if there is one of change log `log` made by this code (`fingerprint`);
 * undefined otherwise (none yet, another database's, older code's). A snapshot that cannot be read throws.
 */
export async function readSnapshot(dir: string, fingerprint: string, log: string, pace: BackgroundPace): Promise<SearchState | undefined> {
  let latest: Latest
  try {
    latest = JSON.parse(await readFile(path.join(dir, LATEST), "utf8")) as Latest
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
  if (latest.log !== log || latest.fingerprint !== fingerprint) return undefined
  const folder = path.join(dir, latest.name)
  const cardBytes = await readFile(path.join(folder, "cards.bin"))
  const { cards, pricesSetByHand } = pace.work(() => unpackCards(cardBytes))
  const indexes = new Map<string, SearchIndex>()
  for (const locale of latest.locales) {
    await pace.rest()
    const bytes = await readFile(path.join(folder, indexFile(locale)))
    indexes.set(
      locale,
      pace.work(() => new SearchIndex(deserialize(bytes) as IndexParts, locale))
    )
  }
  return { log, version: latest.version, indexes, cards, pricesSetByHand }
}
