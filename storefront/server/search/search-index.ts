/**
 * The catalogue's search index for one language, in memory: every word of every product's texts (its name
 * in the language, its English name, its tags and category, its description) with the products it is in,
 * kept compact (a sorted word list and one array of postings) so that 100× today's catalogue in 15
 * languages still fits (docs/adr/0010-search-in-the-storefront.md).
 *
 * A query's words must all match, in any order: each as a whole word, the last one also as the start of a
 * word (results while typing), and with typing mistakes (text.ts's typosAllowed). Results are ranked by how
 * well each word matched (exact before prefix before typo; name before tags before description), ties by
 * item id.
 */
import { tokenize, typosAllowed, type Token } from "./text.js"

/** What a product says, in one language. */
export interface SearchDocument {
  itemId: number
  /** Category handle (the filter). */
  category: string
  /** Name in the language. */
  name: string
  /** Name in English: brand and model names are typed in Latin letters everywhere. */
  englishName?: string
  tags: readonly string[]
  /** The category's name in the language. */
  categoryName: string
  description: string
}

/** Where a word was found, best first. */
const enum Field {
  Name = 0,
  Tags = 1,
  Description = 2,
}
const FIELD_BITS = 2
const FIELD_MASK = (1 << FIELD_BITS) - 1

/** How a query word matched a product's word, best first. */
const enum Tier {
  Exact = 0,
  Prefix = 1,
  OneTypo = 2,
  TwoTypos = 3,
}

/** A query word's cost for one product: the tier outweighs the field (an exact tag beats a typo in the name). */
const cost = (tier: Tier, field: Field) => tier * 10 + field

/** Most query words considered (the rest are ignored: a pasted paragraph costs no more than a long name). */
export const MAX_QUERY_WORDS = 8
/** Most Chinese and Japanese pairs considered (a 17-character run). */
const MAX_QUERY_PAIRS = 16
/** Longest word considered, in UTF-16 units: a word of a thousand letters is cut. */
const MAX_WORD_LENGTH = 40
/** Most variants of a query with two neighbouring words written as one ("smart watch": smartwatch). */
const MAX_JOINED_VARIANTS = 3
/** Most index words one query word stands for (prefixes of one or two letters match thousands). */
const MAX_EXPANSIONS = 256

export interface SearchPage {
  /** Item ids of the page asked for, best first. */
  itemIds: number[]
  /** Matches in the category asked for (all of them without one). */
  total: number
  /** Matches per category handle, whatever the category asked for. */
  categories: Record<string, number>
}

interface Candidate {
  term: number
  tier: Tier
}

export class SearchIndex {
  private readonly terms: string[]
  /** How a word is written where that differs from its folded form ("kopfhörer" for kopfhorer). */
  private readonly surfaces = new Map<string, string>()
  /** Postings of term i: postings[offsets[i] .. offsets[i + 1]), each `document << FIELD_BITS | field`, by document. */
  private readonly offsets: Uint32Array
  private readonly postings: Uint32Array
  private readonly itemIds: Int32Array
  /** Per document, the index of its category in categoryNames. */
  private readonly categoryOf: Uint8Array
  private readonly categoryNames: string[]
  /** Per document, scratch for merging a query's variants. */
  private readonly mergeCost: Uint16Array
  private readonly mergeStamp: Uint32Array
  /** Per document, scratch for a query (single-threaded, one query at a time). */
  private readonly scratchCost: Uint16Array
  private readonly scratchStamp: Uint32Array
  private stamp = 0

  constructor(
    documents: readonly SearchDocument[],
    private readonly locale: string
  ) {
    const ordered = [...documents].sort((a, b) => a.itemId - b.itemId)
    this.itemIds = Int32Array.from(ordered, (document) => document.itemId)
    this.categoryNames = [...new Set(ordered.map((document) => document.category))].sort()
    this.categoryOf = Uint8Array.from(ordered, (document) => this.categoryNames.indexOf(document.category))
    // Per word, its postings as documents are read in order: a document's first field is noted, a better
    // field of the same document replaces it (plain arrays: a Map per word took several times the memory).
    const postingsOf = new Map<string, number[]>()
    ordered.forEach((document, index) => {
      const note = (text: string, field: Field) => {
        for (const token of tokenize(text, locale, { bridgeRuns: true })) {
          const word = token.text.slice(0, MAX_WORD_LENGTH)
          if (token.surface && token.surface !== word && token.surface.length <= MAX_WORD_LENGTH) this.surfaces.set(word, token.surface)
          let postings = postingsOf.get(word)
          if (!postings) postingsOf.set(word, (postings = []))
          const last = postings.length - 1
          const posting = (index << FIELD_BITS) | field
          if (last < 0 || postings[last]! >>> FIELD_BITS !== index) postings.push(posting)
          else if (field < (postings[last]! & FIELD_MASK)) postings[last] = posting
        }
      }
      note(document.name, Field.Name)
      if (document.englishName) note(document.englishName, Field.Name)
      for (const tag of document.tags) note(tag, Field.Tags)
      note(document.categoryName, Field.Tags)
      note(document.description, Field.Description)
    })
    this.terms = [...postingsOf.keys()].sort()
    this.offsets = new Uint32Array(this.terms.length + 1)
    let total = 0
    this.terms.forEach((term, i) => {
      this.offsets[i] = total
      total += postingsOf.get(term)!.length
    })
    this.offsets[this.terms.length] = total
    this.postings = new Uint32Array(total)
    this.terms.forEach((term, i) => this.postings.set(postingsOf.get(term)!, this.offsets[i]!))
    this.scratchCost = new Uint16Array(ordered.length)
    this.scratchStamp = new Uint32Array(ordered.length)
    this.mergeCost = new Uint16Array(ordered.length)
    this.mergeStamp = new Uint32Array(ordered.length)
  }

  get size(): number {
    return this.itemIds.length
  }

  /** Bytes the index's arrays take (words counted at two bytes a character). */
  get bytes(): number {
    return this.postings.byteLength + this.offsets.byteLength + this.itemIds.byteLength + this.terms.reduce((sum, term) => sum + 2 * term.length + 16, 0)
  }

  /**
   * A page of the products matching every word of `query`, best first (ties by item id), in `category` if
   * given, with the count per category. Two words typed apart that the catalogue writes as one ("smart
   * watch": smartwatch) also match as that word.
   */
  search(query: string, page: { category?: string; offset: number; limit: number } = { offset: 0, limit: Number.MAX_SAFE_INTEGER }): SearchPage {
    const words = this.queryWords(query)
    const empty = { itemIds: [], total: 0, categories: Object.fromEntries(this.categoryNames.map((name) => [name, 0])) }
    if (words.length === 0) return empty
    // Each matching document's lowest cost over the variants, in the merge scratch.
    const stamp = ++this.stamp
    const matched: number[] = []
    for (const variant of [words, ...this.joinedVariants(words)]) {
      const { documents, costs } = this.matchAll(variant)
      for (let i = 0; i < documents.length; i++) {
        const document = documents[i]!
        if (this.mergeStamp[document] !== stamp) {
          this.mergeStamp[document] = stamp
          this.mergeCost[document] = costs[i]!
          matched.push(document)
        } else if (costs[i]! < this.mergeCost[document]!) this.mergeCost[document] = costs[i]!
      }
    }
    if (matched.length === 0) return empty
    // Documents are in item id order: sorted, then put in buckets by cost (small whole numbers), each bucket
    // stays in item id order. No object per match, no comparison sort of every match.
    const ordered = Int32Array.from(matched).sort()
    const categories = new Uint32Array(this.categoryNames.length)
    const wanted = page.category === undefined ? -1 : this.categoryNames.indexOf(page.category)
    let maxCost = 0
    let total = 0
    for (const document of ordered) {
      categories[this.categoryOf[document]!]!++
      if (wanted === -1 || this.categoryOf[document] === wanted) {
        total++
        if (this.mergeCost[document]! > maxCost) maxCost = this.mergeCost[document]!
      }
    }
    const itemIds: number[] = []
    if (page.category === undefined || wanted !== -1) {
      const byCost = new Uint32Array(maxCost + 2)
      for (const document of ordered) if (wanted === -1 || this.categoryOf[document] === wanted) byCost[this.mergeCost[document]! + 1]!++
      // Bucket starts, then the documents the page needs, in cost then item id order.
      for (let c = 1; c < byCost.length; c++) byCost[c]! += byCost[c - 1]!
      const sorted = new Int32Array(total)
      for (const document of ordered) if (wanted === -1 || this.categoryOf[document] === wanted) sorted[byCost[this.mergeCost[document]!]!++] = document
      for (let i = page.offset; i < sorted.length && itemIds.length < page.limit; i++) itemIds.push(this.itemIds[sorted[i]!]!)
    }
    return { itemIds, total: wanted === -1 && page.category !== undefined ? 0 : total, categories: Object.fromEntries(this.categoryNames.map((name, i) => [name, categories[i]!])) }
  }

  /** The query with one pair of neighbouring words written together, for each pair the index has as one word. */
  private joinedVariants(words: Token[]): Token[][] {
    const variants: Token[][] = []
    for (let i = 0; i + 1 < words.length && variants.length < MAX_JOINED_VARIANTS; i++) {
      if (words[i]!.cjk || words[i + 1]!.cjk) continue
      const joined = words[i]!.text + words[i + 1]!.text
      const at = this.lowerBound(joined)
      const last = i + 2 === words.length
      const known = this.terms[at] === joined || (last && this.terms[at]?.startsWith(joined))
      if (known) variants.push([...words.slice(0, i), { text: joined, cjk: false }, ...words.slice(i + 2)])
    }
    return variants
  }

  /** The documents matching every word, with their cost (the sum of each word's best match). */
  private matchAll(words: Token[]): { documents: number[]; costs: number[] } {
    const expansions = words.map((word, i) => this.expand(word, i === words.length - 1))
    // Rarest word first: the candidates only shrink from there.
    const order = expansions.map((candidates, i) => ({ i, postings: candidates.reduce((sum, c) => sum + this.postingCount(c.term), 0) })).sort((a, b) => a.postings - b.postings)
    let documents: number[] | undefined
    let costs: number[] = []
    for (const { i } of order) {
      const word = this.costsOf(expansions[i]!)
      if (!documents) {
        documents = word.documents
        costs = documents.map((document) => word.cost(document)!)
      } else {
        const nextDocuments: number[] = []
        const nextCosts: number[] = []
        for (let at = 0; at < documents.length; at++) {
          const wordCost = word.cost(documents[at]!)
          if (wordCost === undefined) continue
          nextDocuments.push(documents[at]!)
          nextCosts.push(costs[at]! + wordCost)
        }
        documents = nextDocuments
        costs = nextCosts
      }
      if (documents.length === 0) break
    }
    return { documents: documents ?? [], costs }
  }

  /**
   * A spelling of `query` with results when it has none: each word found neither as typed nor as a prefix
   * replaced by the index word closest to it (two mistakes at most) found in the most products; undefined
   * when there is none.
   */
  suggest(query: string): string | undefined {
    const words = this.queryWords(query)
    if (words.length === 0) return undefined
    let changed = false
    const spelled = words.map((word, i) => {
      if (word.cjk || this.expand(word, i === words.length - 1).some((candidate) => candidate.tier <= Tier.Prefix)) return word.surface ?? word.text
      const close = this.within(word.text, [...word.text].length >= 4 ? 2 : 1, false)
      const best = close.sort((a, b) => a.tier - b.tier || this.postingCount(b.term) - this.postingCount(a.term))[0]
      if (!best) return word.text
      changed = true
      const term = this.terms[best.term]!
      return this.surfaces.get(term) ?? term
    })
    if (!changed) return undefined
    const suggestion = spelled.join(" ")
    return this.search(suggestion, { offset: 0, limit: 0 }).total > 0 ? suggestion : undefined
  }

  private queryWords(query: string): Token[] {
    const seen = new Set<string>()
    const words: Token[] = []
    let plain = 0
    let pairs = 0
    for (const token of tokenize(query, this.locale)) {
      const text = token.text.slice(0, MAX_WORD_LENGTH)
      if (seen.has(text)) continue
      // A Chinese or Japanese run gives a pair per character: counted apart, so a long run leaves room for words.
      if (token.cjk ? pairs++ >= MAX_QUERY_PAIRS : plain++ >= MAX_QUERY_WORDS) continue
      seen.add(text)
      words.push({ ...token, text, surface: token.surface?.slice(0, MAX_WORD_LENGTH) })
    }
    return words
  }

  private postingCount(term: number): number {
    return this.offsets[term + 1]! - this.offsets[term]!
  }

  /** The index words a query word stands for: itself, words it starts (the last word only), words a few typos away. */
  private expand(word: Token, last: boolean): Candidate[] {
    const typos = typosAllowed(word)
    const found = new Map<number, Tier>()
    const exact = this.lowerBound(word.text)
    if (this.terms[exact] === word.text) found.set(exact, Tier.Exact)
    if (last) {
      const end = this.lowerBound(word.text + "\uffff")
      for (let term = exact; term < end && found.size < MAX_EXPANSIONS; term++) if (!found.has(term)) found.set(term, Tier.Prefix)
    }
    if (typos > 0) {
      for (const candidate of this.within(word.text, typos, last)) {
        if (found.size >= MAX_EXPANSIONS) break
        if (!found.has(candidate.term)) found.set(candidate.term, candidate.tier)
      }
    }
    return [...found].map(([term, tier]) => ({ term, tier }))
  }

  /**
   * Index words at most `maxTypos` edits (Levenshtein) from `word`, or (asPrefix) that start with a word that
   * close. One pass over the sorted words, each edit-distance row computed once per shared prefix, skipping
   * every word under a prefix already too far from `word`.
   */
  private within(word: string, maxTypos: number, asPrefix: boolean): Candidate[] {
    const m = word.length
    const width = m + 1
    // Row d of the edit distances (d letters of an index word against `word`) at rows[d * width]: one buffer
    // for the whole pass, rows above the shared prefix reused from the previous word.
    const rows = new Uint8Array((MAX_WORD_LENGTH + 1) * width)
    for (let j = 0; j <= m; j++) rows[j] = j
    const found: Candidate[] = []
    let previous = ""
    let valid = 0
    let term = 0
    const tierOf = (distance: number) => (distance === 0 ? Tier.Exact : distance === 1 ? Tier.OneTypo : Tier.TwoTypos)
    while (term < this.terms.length && found.length < MAX_EXPANSIONS) {
      const text = this.terms[term]!
      let depth = 0
      const shared = Math.min(text.length, previous.length, valid)
      while (depth < shared && text.charCodeAt(depth) === previous.charCodeAt(depth)) depth++
      let skipTo = -1
      for (let d = depth + 1; d <= text.length; d++) {
        const above = (d - 1) * width
        const row = d * width
        rows[row] = d
        let smallest = d
        const char = text.charCodeAt(d - 1)
        for (let j = 1; j <= m; j++) {
          const substitution = rows[above + j - 1]! + (word.charCodeAt(j - 1) === char ? 0 : 1)
          const value = Math.min(rows[above + j]! + 1, rows[row + j - 1]! + 1, substitution)
          rows[row + j] = value
          if (value < smallest) smallest = value
        }
        if (smallest > maxTypos) {
          // No word under this prefix can come close: on to the first word past it.
          skipTo = this.lowerBound(text.slice(0, d) + "\uffff")
          valid = d - 1
          break
        }
        if (asPrefix && rows[row + m]! <= maxTypos && d < text.length) {
          // Every word under this prefix starts with something close to `word`.
          const end = this.lowerBound(text.slice(0, d) + "\uffff")
          for (let under = term; under < end && found.length < MAX_EXPANSIONS; under++) found.push({ term: under, tier: Math.max(Tier.Prefix, tierOf(rows[row + m]!)) })
          skipTo = end
          valid = d
          break
        }
      }
      previous = text
      if (skipTo >= 0) {
        term = Math.max(skipTo, term + 1)
        continue
      }
      valid = text.length
      const distance = rows[text.length * width + m]!
      if (distance <= maxTypos) found.push({ term, tier: asPrefix && distance === 0 ? Tier.Exact : tierOf(distance) })
      term++
    }
    return found
  }

  /** For each document having one of `candidates`: its lowest cost. */
  private costsOf(candidates: readonly Candidate[]): { documents: number[]; cost: (document: number) => number | undefined } {
    const stamp = ++this.stamp
    const documents: number[] = []
    for (const { term, tier } of candidates) {
      for (let at = this.offsets[term]!, end = this.offsets[term + 1]!; at < end; at++) {
        const posting = this.postings[at]!
        const document = posting >>> FIELD_BITS
        const wordCost = cost(tier, (posting & FIELD_MASK) as Field)
        if (this.scratchStamp[document] !== stamp) {
          this.scratchStamp[document] = stamp
          this.scratchCost[document] = wordCost
          documents.push(document)
        } else if (wordCost < this.scratchCost[document]!) this.scratchCost[document] = wordCost
      }
    }
    return { documents, cost: (document) => (this.scratchStamp[document] === stamp ? this.scratchCost[document] : undefined) }
  }

  /** The first index word ≥ `text`. */
  private lowerBound(text: string): number {
    let low = 0
    let high = this.terms.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.terms[middle]! < text) low = middle + 1
      else high = middle
    }
    return low
  }
}
