/**
 * The catalogue's search index for one language, in memory: every word of every product's texts (its name
 * in the language, its English name, its tags and category, its description) with the products it is in,
 * kept compact (a sorted word list and one array of postings) so that 100× today's catalogue in 15
 * languages still fits (docs/adr/0010-search-in-the-storefront.md).
 *
 * A query's words must all match, in any order: each as a whole word, as another form of the same word
 * (word-forms.ts: "watches" finds watch), as a synonym (synonyms.ts: "Handy" finds every smartphone), the
 * last one also as the start of a word (results while typing), and with typing mistakes (text.ts's
 * typosAllowed). Results are ranked by how well each word matched (the product's type named, then exact,
 * word form, synonym, prefix, typo; name before tags before description), ties by item id.
 */
import { tokenize, typosAllowed, type Token } from "./text.js"
import { wordFormOf, type WordForm } from "./word-forms.js"
import { MAX_PHRASE_WORDS, type Synonyms } from "./synonyms.js"

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
  /** The product's type (commerce's product type value, "smartphone"): what a query naming the type finds first. */
  type?: string
}

/**
 * A product type as a word of the index: a mark no typed word has, then the type. Queries reach it only through
 * the synonyms that name the type; typo and prefix searches start past these words.
 */
const TYPE_MARK = "\u0001"
export const typeTerm = (type: string) => TYPE_MARK + type
/** The first word after the type words. */
const AFTER_TYPES = "\u0002"

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
  /** The word names the product's type (a synonym of the type: "phones", "Handy"). */
  Type = 0,
  Exact = 1,
  WordForm = 2,
  Synonym = 3,
  Prefix = 4,
  OneTypo = 5,
  TwoTypos = 6,
}

/**
 * A query word's cost for one product. The product's type named costs nothing: a query for phones finds phones
 * before the cases whose names say "phone". The word itself, another form of it and a synonym rank by field
 * first ("watches": a product named Watch before one with "watches" in its description); past them the tier
 * outweighs the field (an exact tag beats a typo in the name).
 */
const cost = (tier: Tier, field: Field) => (tier <= Tier.Synonym ? tier + field * 3 : (tier - 2) * 10 + field * 2)

/** Most query words considered (the rest are ignored: a pasted paragraph costs no more than a long name). */
export const MAX_QUERY_WORDS = 8
/** Most Chinese and Japanese pairs considered (a 17-character run). */
const MAX_QUERY_PAIRS = 16
/** Item ids are below this (Int32): a ranking key is cost × ITEM_ID_RANGE + item id, exact in a double. */
const ITEM_ID_RANGE = 2 ** 31
/** The highest cost a query can have: every word a two-typo match in a description. */
const MAX_COST = cost(Tier.TwoTypos, Field.Description) * (MAX_QUERY_WORDS + MAX_QUERY_PAIRS)
/** Longest word considered, in UTF-16 units: a word of a thousand letters is cut. */
const MAX_WORD_LENGTH = 40
/** Most variants of a query with two neighbouring words written as one ("smart watch": smartwatch). */
const MAX_JOINED_VARIANTS = 3
/** Most index words one query word stands for (prefixes of one or two letters match thousands). */
const MAX_EXPANSIONS = 256
/** Longest ending a word form adds to its stem ("-ами", "-ungen", "-ies"), in UTF-16 units. */
const MAX_ENDING = 5
/** Most words under a stem stemmed to see whether they are forms of it (each once: the stems are remembered). */
const MAX_FORMS_LOOKED_AT = 32
/** Query words' slots kept per index (SearchIndex.slotOf): past this many, they start over. */
const SLOTS_KEPT = 4096
/** Most variants of a query with a phrase replaced by its synonyms ("mobile phone": smartphone). */
const MAX_PHRASE_VARIANTS = 3

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

/** What one query word (or a phrase of them) may match: index words, each with how well. */
type Slot = Candidate[]

/** Documents (indexes into the index's arrays) with their costs, at the same positions. */
interface Matches {
  documents: Int32Array
  costs: Uint16Array
}

/** What an index is made of (a builder's result, two indexes merged, or a snapshot read from disk). */
export interface IndexParts {
  /** Every word, sorted. */
  terms: string[]
  /** How a word is written where that differs from its folded form ("kopfhörer" for kopfhorer). */
  surfaces: Map<string, string>
  /** Postings of term i: postings[offsets[i] .. offsets[i + 1]), each `document << FIELD_BITS | field`, by document. */
  offsets: Uint32Array
  postings: Uint32Array
  /** Per document, its item id (documents are numbered in item id order when built; changed ones are added at the end). */
  itemIds: Int32Array
  /** Per document, the index of its category in categoryNames. */
  categoryOf: Uint8Array
  categoryNames: string[]
  /** Per document, 1 when it was removed or replaced by a later version (its postings stay until compacted). */
  dead: Uint8Array
  /** The live documents in item id order. */
  byItem: Int32Array
}

/**
 * Collects products one at a time (as pages of them arrive from commerce) into an index: per word, the
 * documents it is in; the texts themselves are not kept.
 */
export class SearchIndexBuilder {
  // Plain arrays per word: a Map per word took several times the memory.
  private readonly postingsOf = new Map<string, number[]>()
  private readonly surfaces = new Map<string, string>()
  private readonly itemIds: number[] = []
  private readonly categories: string[] = []
  private readonly added = new Set<number>()

  constructor(private readonly locale: string) {}

  /** Adds a product (a product added before is left as it was: pages read while the catalogue changes can overlap). */
  add(document: SearchDocument): void {
    if (this.added.has(document.itemId)) return
    this.added.add(document.itemId)
    const index = this.itemIds.length
    this.itemIds.push(document.itemId)
    this.categories.push(document.category)
    // A document's first field for a word is noted; a better field of the same document replaces it.
    const note = (text: string, field: Field) => {
      for (const token of tokenize(text, this.locale, { bridgeRuns: true })) {
        const word = token.text.slice(0, MAX_WORD_LENGTH)
        if (token.surface && token.surface !== word && token.surface.length <= MAX_WORD_LENGTH) this.surfaces.set(word, token.surface)
        const postings = this.postingsFor(word)
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
    if (document.type) this.postingsFor(typeTerm(document.type)).push(index << FIELD_BITS)
  }

  /** The postings of `word` so far, a new list for a new word. */
  private postingsFor(word: string): number[] {
    let postings = this.postingsOf.get(word)
    if (!postings) this.postingsOf.set(word, (postings = []))
    return postings
  }

  finish(): SearchIndex {
    // Documents are numbered in item id order (a document is found in byItem by its position).
    const order = this.itemIds.map((_, i) => i).sort((a, b) => this.itemIds[a]! - this.itemIds[b]!)
    const numberOf = new Uint32Array(order.length)
    order.forEach((old, position) => (numberOf[old] = position))
    const inOrder = order.every((old, position) => old === position)
    const categoryNames = [...new Set(this.categories)].sort()
    const terms = [...this.postingsOf.keys()].sort()
    const offsets = new Uint32Array(terms.length + 1)
    let total = 0
    terms.forEach((term, i) => {
      offsets[i] = total
      total += this.postingsOf.get(term)!.length
    })
    offsets[terms.length] = total
    const postings = new Uint32Array(total)
    terms.forEach((term, i) => {
      const list = this.postingsOf.get(term)!
      const at = offsets[i]!
      if (inOrder) postings.set(list, at)
      else {
        for (let k = 0; k < list.length; k++) postings[at + k] = (numberOf[list[k]! >>> FIELD_BITS]! << FIELD_BITS) | (list[k]! & FIELD_MASK)
        postings.subarray(at, at + list.length).sort()
      }
    })
    return new SearchIndex(
      {
        terms,
        surfaces: this.surfaces,
        offsets,
        postings,
        itemIds: Int32Array.from(order, (old) => this.itemIds[old]!),
        categoryOf: Uint8Array.from(order, (old) => categoryNames.indexOf(this.categories[old]!)),
        categoryNames,
        dead: new Uint8Array(order.length),
        byItem: Int32Array.from(order, (_, position) => position),
      },
      this.locale
    )
  }
}

/**
 * A merge into an index (SearchIndex.mergeSteps) runs in steps, for the search thread to answer the searches
 * waiting between them: in one piece, an edit's merge held the thread for many milliseconds a language at 100×
 * today's catalogue, and the searches queued behind it went over their p95 target (bench/search-scale.ts). A step
 * ends after WORK_PER_STEP units of work (a posting copied is one unit: ≈ 1 MB of postings, within STEP_MS), or
 * once it has taken STEP_MS: code run for the first time in a while (a compaction, the first edit) runs many
 * times slower than the units assume.
 */
export const WORK_PER_STEP = 1 << 18
const STEP_MS = 2
/** A document tokenized into a merge's overlay, in the same units (as long as copying that many postings). */
const DOCUMENT_WORK = 1 << 13
/** Long loops (over every document, over a common word's postings) look at the step's meter once per so many passes. */
const LOOK_EVERY = 1 << 12
/** Renumbering a posting (compaction) costs about as much as copying this many. */
const RENUMBER_WORK = 4

/** How long a merge's steps may be: in units of work, and in milliseconds. */
export interface StepSize {
  work?: number
  ms?: number
}

/** Counts a stepwise job's work and time since its current step started. */
class StepMeter {
  private left: number
  /** When the current step started; NaN until the job, resumed, next reports work. */
  private started = NaN

  constructor(
    private readonly perStep: number,
    private readonly stepMs: number
  ) {
    this.left = perStep
  }

  /** Work that still fits in the current step. */
  get room(): number {
    return this.left
  }

  /** Notes `units` done; true when the step is over (the job then yields, and the next step starts afresh). */
  spent(units: number): boolean {
    const now = this.stepMs === Infinity ? 0 : performance.now()
    if (Number.isNaN(this.started)) this.started = now
    this.left -= units
    if (this.left > 0 && now - this.started < this.stepMs) return false
    this.left = this.perStep
    this.started = NaN
    return true
  }

  /** In a long loop (over every document, say), at its `i`th pass: true, every LOOK_EVERY passes, when the step is over. */
  spentAt(i: number, unitsEach = 1): boolean {
    return (i + 1) % LOOK_EVERY === 0 && this.spent(LOOK_EVERY * unitsEach)
  }
}

/** Steps without end: a stepwise job in one piece. */
const IN_ONE_PIECE: Required<StepSize> = { work: Infinity, ms: Infinity }

/** A stepwise job run to its end at once (when nothing waits to be answered between its steps). */
function toEnd<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}

/** SearchIndex's skip table: see skipAt. */
type SkipTable = [skipAt: Uint32Array, skips: Uint32Array]

/** SearchIndex's skip table for sorted `terms`, in steps: one pass from the last term back. */
function* prefixSkipSteps(terms: readonly string[], meter: StepMeter): Generator<void, SkipTable, void> {
  const skipAt = new Uint32Array(terms.length + 1)
  for (let i = 0; i < terms.length; i++) skipAt[i + 1] = skipAt[i]! + terms[i]!.length
  if (meter.spent(terms.length)) yield
  const skips = new Uint32Array(skipAt[terms.length]!)
  for (let i = terms.length - 1; i >= 0; i--) {
    const term = terms[i]!
    const next = terms[i + 1] ?? ""
    let shared = 0
    while (shared < term.length && shared < next.length && term.charCodeAt(shared) === next.charCodeAt(shared)) shared++
    // Past a start the next term shares, the next term's skip; else the next term itself.
    for (let d = 1; d <= term.length; d++) skips[skipAt[i]! + d - 1] = d <= shared ? skips[skipAt[i + 1]! + d - 1]! : i + 1
    if (meter.spent(term.length + 1)) yield
  }
  return [skipAt, skips]
}

const prefixSkips = (terms: readonly string[]): SkipTable => toEnd(prefixSkipSteps(terms, new StepMeter(IN_ONE_PIECE.work, IN_ONE_PIECE.ms)))

/**
 * The same index without its dead documents and without words left unused, in steps. The live documents keep
 * their order (numbered again without gaps), so every word's postings stay in document order.
 */
function* compactionSteps(parts: IndexParts, meter: StepMeter): Generator<void, [IndexParts, SkipTable], void> {
  const documents = parts.itemIds.length
  const numberOf = new Int32Array(documents)
  let live = 0
  for (let document = 0; document < documents; document++) {
    numberOf[document] = parts.dead[document] ? -1 : live++
    if (meter.spentAt(document)) yield
  }
  const terms: string[] = []
  const offsets = new Uint32Array(parts.terms.length + 1)
  // As long as before: a tenth of it is dead postings, not worth a second copy to trim (the next merge copies it exactly).
  const postings = new Uint32Array(parts.postings.length)
  let written = 0
  for (let i = 0; i < parts.terms.length; i++) {
    const start = written
    for (let at = parts.offsets[i]!; at < parts.offsets[i + 1]!; at++) {
      const document = numberOf[parts.postings[at]! >>> FIELD_BITS]!
      if (document >= 0) postings[written++] = (document << FIELD_BITS) | (parts.postings[at]! & FIELD_MASK)
      // A common word has tens of thousands of postings: the meter is looked at within it too.
      if (meter.spentAt(at, RENUMBER_WORK)) yield
    }
    if (written > start) {
      offsets[terms.length] = start
      terms.push(parts.terms[i]!)
    }
    if (meter.spent(1)) yield
  }
  offsets[terms.length] = written
  const itemIds = new Int32Array(live)
  const categoryOf = new Uint8Array(live)
  for (let document = 0; document < documents; document++) {
    if (numberOf[document]! >= 0) {
      itemIds[numberOf[document]!] = parts.itemIds[document]!
      categoryOf[numberOf[document]!] = parts.categoryOf[document]!
    }
    if (meter.spentAt(document)) yield
  }
  const byItem = new Int32Array(parts.byItem.length)
  for (let i = 0; i < byItem.length; i++) {
    byItem[i] = numberOf[parts.byItem[i]!]!
    if (meter.spentAt(i)) yield
  }
  const kept = new Set(terms)
  const surfaces = new Map([...parts.surfaces].filter(([term]) => kept.has(term)))
  if (meter.spent(terms.length + parts.surfaces.size)) yield
  const compacted: IndexParts = {
    terms,
    surfaces,
    offsets: offsets.slice(0, terms.length + 1),
    postings: postings.subarray(0, written),
    itemIds,
    categoryOf,
    categoryNames: parts.categoryNames,
    dead: new Uint8Array(live),
    byItem,
  }
  return [compacted, yield* prefixSkipSteps(terms, meter)]
}

type WordsAndPostings = Pick<IndexParts, "terms" | "offsets" | "postings">

/** The words of a merged index and their postings, written in word order (SearchIndex.mergeSteps). */
class MergedWords {
  /** Without a new word the word list is the same as ours (shared, with its skip table). */
  private readonly terms: string[]
  private readonly offsets: Uint32Array
  private readonly postings: Uint32Array
  private termsWritten = 0
  private written = 0

  constructor(
    private readonly ours: WordsAndPostings,
    private readonly overlay: WordsAndPostings,
    /** The overlay's first document's number in the merged index (ours come first). */
    private readonly first: number,
    private readonly newWords: boolean
  ) {
    this.terms = newWords ? [] : ours.terms
    this.offsets = new Uint32Array((newWords ? ours.terms.length + overlay.terms.length : ours.terms.length) + 1)
    this.postings = new Uint32Array(ours.postings.length + overlay.postings.length)
  }

  /**
   * Our words from..to with their postings as they are, in blocks of at most what is left of the step (or one
   * word: a word's postings are at most one a document), the step ended after each block that fills it.
   */
  *copyOurs(from: number, to: number, meter: StepMeter): Generator<void, void, void> {
    const { offsets } = this.ours
    while (from < to) {
      let end = from
      let work = 0
      while (end < to && (end === from || work < meter.room)) work += 1 + offsets[end + 1]! - offsets[end++]!
      const shift = this.written - offsets[from]!
      for (let term = from; term < end; term++) this.offsets[this.termsWritten++] = offsets[term]! + shift
      if (this.newWords) for (let term = from; term < end; term++) this.terms.push(this.ours.terms[term]!)
      this.postings.set(this.ours.postings.subarray(offsets[from], offsets[end]), this.written)
      this.written += offsets[end]! - offsets[from]!
      from = end
      if (meter.spent(work)) yield
    }
  }

  /** The overlay's word `b`: our postings of it first (`ours`: its number in our words, if we have it), then the overlay's. Returns the work done. */
  addOverlayWord(b: number, ours: number | undefined): number {
    this.offsets[this.termsWritten++] = this.written
    if (this.newWords) this.terms.push(this.overlay.terms[b]!)
    const before = this.written
    if (ours !== undefined) {
      this.postings.set(this.ours.postings.subarray(this.ours.offsets[ours], this.ours.offsets[ours + 1]), this.written)
      this.written += this.ours.offsets[ours + 1]! - this.ours.offsets[ours]!
    }
    const { offsets, postings } = this.overlay
    for (let j = offsets[b]!; j < offsets[b + 1]!; j++) this.postings[this.written++] = ((this.first + (postings[j]! >>> FIELD_BITS)) << FIELD_BITS) | (postings[j]! & FIELD_MASK)
    return 1 + this.written - before
  }

  finished(): WordsAndPostings {
    this.offsets[this.termsWritten] = this.written
    return { terms: this.terms, offsets: this.offsets.slice(0, this.termsWritten + 1), postings: this.postings.subarray(0, this.written) }
  }
}

export class SearchIndex {
  private readonly terms: string[]
  private readonly surfaces: Map<string, string>
  private readonly offsets: Uint32Array
  private readonly postings: Uint32Array
  private readonly itemIds: Int32Array
  private readonly categoryOf: Uint8Array
  private readonly categoryNames: string[]
  private readonly dead: Uint8Array
  private readonly byItem: Int32Array
  /**
   * For term i and a length d of its start: the first term after it that does not start the same way, at
   * skips[skipAt[i] + d - 1]. The typo search jumps past every word under a prefix too far from the query
   * word in one step (a sorted word list read as a trie).
   */
  private readonly skipAt: Uint32Array
  private readonly skips: Uint32Array
  private readonly wordForm: WordForm | undefined
  /** The first word that is not a product type (the type words are the first ones; typo searches start here). */
  private readonly firstWord: number
  /** The type words typeOf knows (the first 255: a byte per document; any past them are matched by their postings). */
  private readonly typeWords: number
  /**
   * Per document, its type word's number + 1 (0: none). A query word naming a type checks the candidates other
   * words found against it, rather than scanning the type's postings (a type holds a tenth of the catalogue).
   */
  private readonly typeOf: Uint8Array
  /** Query words' slots lately worked out (slotOf), for the synonyms they were worked out with. */
  private readonly slots = new Map<string, Slot>()
  private slotsFor: Synonyms | undefined
  /** Per synonyms (a language's, as the CMS last gave them) and group, what the group matches here (groupSlot). */
  private readonly groupSlots = new WeakMap<Synonyms, Map<number, Slot>>()
  /** Per word, its stem once worked out (null: the word is its own stem); filled as queries need them. */
  private readonly termStems: (string | null)[] = []
  /**
   * Scratch for a query (one query at a time): per document, a word's best cost and marks ("stamps": a
   * document is marked when its entry equals the current stamp, so nothing needs clearing between uses),
   * and the candidates with their summed costs.
   */
  private readonly wordCost: Uint16Array
  private readonly wordStamp: Uint32Array
  private readonly aliveStamp: Uint32Array
  private readonly mergeCost: Uint16Array
  private readonly mergeStamp: Uint32Array
  private readonly candidates: Int32Array
  private readonly candidateCosts: Uint16Array
  private stamp = 0

  /** An index of `documents` (in any order; an item id twice counts once). */
  static build(documents: Iterable<SearchDocument>, locale: string): SearchIndex {
    const builder = new SearchIndexBuilder(locale)
    for (const document of documents) builder.add(document)
    return builder.finish()
  }

  /** Use SearchIndex.build or SearchIndexBuilder, or give the parts() of an index (a snapshot's: index-snapshots.ts). */
  constructor(
    parts: IndexParts,
    private readonly locale: string,
    /** The skip table of the same terms (made unless given: a merge makes it in steps, or keeps the one of its terms). */
    skipTable?: SkipTable
  ) {
    ;({
      terms: this.terms,
      surfaces: this.surfaces,
      offsets: this.offsets,
      postings: this.postings,
      itemIds: this.itemIds,
      categoryOf: this.categoryOf,
      categoryNames: this.categoryNames,
      dead: this.dead,
      byItem: this.byItem,
    } = parts)
    ;[this.skipAt, this.skips] = skipTable ?? prefixSkips(this.terms)
    this.wordForm = wordFormOf(locale)
    this.firstWord = this.lowerBound(AFTER_TYPES)
    const documents = this.itemIds.length
    this.typeWords = Math.min(this.firstWord, 255)
    this.typeOf = new Uint8Array(documents)
    for (let type = 0; type < this.typeWords; type++) {
      for (let at = this.offsets[type]!; at < this.offsets[type + 1]!; at++) this.typeOf[this.postings[at]! >>> FIELD_BITS] = type + 1
    }
    this.wordCost = new Uint16Array(documents)
    this.wordStamp = new Uint32Array(documents)
    this.aliveStamp = new Uint32Array(documents)
    this.mergeCost = new Uint16Array(documents)
    this.mergeStamp = new Uint32Array(documents)
    this.candidates = new Int32Array(documents)
    this.candidateCosts = new Uint16Array(documents)
  }

  /** What this index is made of (typed arrays and words: a snapshot writes them as they are). */
  parts(): IndexParts {
    const { terms, surfaces, offsets, postings, itemIds, categoryOf, categoryNames, dead, byItem } = this
    return { terms, surfaces, offsets, postings, itemIds, categoryOf, categoryNames, dead, byItem }
  }

  /**
   * This index with some products changed: those in `changed` (new, or edited) replace their earlier
   * versions, those in `removed` are gone. Without their texts and without renumbering: the earlier
   * versions are marked dead (queries pass them by) and the changed products are added as new documents,
   * whose postings go at the end of each of their words' postings (still in document order). Every other
   * word's postings are copied as they are, a block at a time: at 100× today's catalogue a small part of
   * what building a language's index from the texts takes. Once a tenth of the documents are dead the index
   * is compacted.
   */
  withChanges(changed: readonly SearchDocument[], removed: Iterable<number>): SearchIndex {
    return toEnd(this.mergeSteps(changed, removed, IN_ONE_PIECE))
  }

  /**
   * withChanges in steps (of `size`: WORK_PER_STEP and STEP_MS unless set), for a thread that answers
   * searches between them. This index is left as it is, and answers as before until the merged one is used;
   * only the map of spellings, which the two share unless the merge compacts, takes the changed products'
   * spellings, in the last step.
   */
  *mergeSteps(changed: readonly SearchDocument[], removed: Iterable<number>, size: StepSize = {}): Generator<void, SearchIndex, void> {
    const meter = new StepMeter(size.work ?? WORK_PER_STEP, size.ms ?? STEP_MS)
    const overlay = yield* this.overlaySteps(changed, meter)
    const documents = yield* this.documentsWithChangesSteps(overlay, removed, meter)
    const words = yield* this.wordsWithChangesSteps(overlay, meter)
    const parts: IndexParts = { ...documents, ...words, surfaces: this.surfaces }
    let merged: SearchIndex
    if (parts.itemIds.length - parts.byItem.length > parts.itemIds.length / 10) {
      const [compacted, skipTable] = yield* compactionSteps(parts, meter)
      merged = new SearchIndex(compacted, this.locale, skipTable)
    } else {
      merged = new SearchIndex(parts, this.locale, words.terms === this.terms ? [this.skipAt, this.skips] : yield* prefixSkipSteps(words.terms, meter))
    }
    // A word's latest spelling wins.
    for (const [term, surface] of overlay.surfaces) merged.surfaces.set(term, surface)
    return merged
  }

  /** The changed products as an index of their own (numbered from 0, in item id order). */
  private *overlaySteps(changed: readonly SearchDocument[], meter: StepMeter): Generator<void, SearchIndex, void> {
    const builder = new SearchIndexBuilder(this.locale)
    for (const document of changed) {
      builder.add(document)
      if (meter.spent(DOCUMENT_WORK)) yield
    }
    return builder.finish()
  }

  /** Per document, what this index holds with the overlay's documents added after its own and the replaced or removed ones dead. */
  private *documentsWithChangesSteps(
    overlay: SearchIndex,
    removed: Iterable<number>,
    meter: StepMeter
  ): Generator<void, Pick<IndexParts, "itemIds" | "categoryOf" | "categoryNames" | "dead" | "byItem">, void> {
    const first = this.itemIds.length
    const total = first + overlay.itemIds.length
    const dead = new Uint8Array(total)
    dead.set(this.dead)
    let looked = 0
    for (const itemId of [...removed, ...overlay.itemIds]) {
      const document = this.liveDocument(itemId)
      if (document !== undefined) dead[document] = 1
      if (meter.spentAt(looked++)) yield
    }
    const itemIds = new Int32Array(total)
    itemIds.set(this.itemIds)
    itemIds.set(overlay.itemIds, first)
    const categoryNames = [...new Set([...this.categoryNames, ...overlay.categoryNames])].sort()
    const categoryOf = new Uint8Array(total)
    const ours = this.categoryNames.map((name) => categoryNames.indexOf(name))
    if (ours.every((index, i) => index === i)) categoryOf.set(this.categoryOf)
    else {
      for (let document = 0; document < first; document++) {
        categoryOf[document] = ours[this.categoryOf[document]!]!
        if (meter.spentAt(document)) yield
      }
    }
    overlay.categoryOf.forEach((category, document) => (categoryOf[first + document] = categoryNames.indexOf(overlay.categoryNames[category]!)))
    // The live documents in item id order: ours still live, and the overlay's, merged.
    const byItem = new Int32Array(total)
    let live = 0
    for (let a = 0, b = 0; a < this.byItem.length || b < overlay.itemIds.length;) {
      if (b === overlay.itemIds.length || (a < this.byItem.length && this.itemIds[this.byItem[a]!]! < overlay.itemIds[b]!)) {
        if (!dead[this.byItem[a]!]) byItem[live++] = this.byItem[a]!
        a++
      } else byItem[live++] = first + b++
      if (meter.spentAt(a + b)) yield
    }
    return { itemIds, categoryOf, categoryNames, dead, byItem: byItem.slice(0, live) }
  }

  /**
   * The words of this index and the overlay's, in order, with their postings: ours in blocks up to each of the
   * overlay's words, then that word's postings with the overlay's added (its documents numbered after ours).
   */
  private *wordsWithChangesSteps(overlay: SearchIndex, meter: StepMeter): Generator<void, WordsAndPostings, void> {
    const newWords = overlay.terms.some((term) => this.terms[this.lowerBound(term)] !== term)
    const wordsOf = (index: SearchIndex) => ({ terms: index.terms, offsets: index.offsets, postings: index.postings })
    const merged = new MergedWords(wordsOf(this), wordsOf(overlay), this.itemIds.length, newWords)
    let a = 0
    for (let b = 0; b < overlay.terms.length; b++) {
      const at = this.lowerBound(overlay.terms[b]!, a)
      yield* merged.copyOurs(a, at, meter)
      a = at
      const ours = this.terms[a] === overlay.terms[b] ? a++ : undefined
      if (meter.spent(merged.addOverlayWord(b, ours))) yield
    }
    yield* merged.copyOurs(a, this.terms.length, meter)
    return merged.finished()
  }

  /** The live document of `itemId`, if any (a binary search of byItem). */
  private liveDocument(itemId: number): number | undefined {
    let low = 0
    let high = this.byItem.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.itemIds[this.byItem[middle]!]! < itemId) low = middle + 1
      else high = middle
    }
    const document = this.byItem[low]
    return document !== undefined && this.itemIds[document] === itemId ? document : undefined
  }

  /** Products in the index (live documents). */
  get size(): number {
    return this.byItem.length
  }

  /** Bytes the index's arrays take (the words at two bytes a character, which the skip table has one entry for each). */
  get bytes(): number {
    return (
      this.postings.byteLength + this.offsets.byteLength + this.itemIds.byteLength + this.skips.byteLength + this.skipAt.byteLength + this.skips.length * 2 + this.terms.length * 16
    )
  }

  /**
   * A page of the products matching every word of `query`, best first (ties by item id), in `category` if
   * given, with the count per category. Two words typed apart that the catalogue writes as one ("smart
   * watch": smartwatch) also match as that word; with `synonyms` (the language's), a word or phrase also
   * matches its synonyms and the product types it names.
   */
  search(query: string, page: { category?: string; offset: number; limit: number } = { offset: 0, limit: Number.MAX_SAFE_INTEGER }, synonyms?: Synonyms): SearchPage {
    const words = this.queryWords(query)
    const categories = new Uint32Array(this.categoryNames.length)
    const counted = () => Object.fromEntries(this.categoryNames.map((name, i) => [name, categories[i]!]))
    if (words.length === 0) return { itemIds: [], total: 0, categories: counted() }
    const { documents, costs } = this.matchWords(words, synonyms)
    const wanted = page.category === undefined ? -1 : this.categoryNames.indexOf(page.category)
    if (page.category !== undefined && wanted === -1) {
      for (const document of documents) categories[this.categoryOf[document]!]!++
      return { itemIds: [], total: 0, categories: counted() }
    }
    // Counts per category, and per cost in the category asked for (costs are small whole numbers).
    const perCost = new Uint32Array(MAX_COST + 1)
    let total = 0
    for (let i = 0; i < documents.length; i++) {
      const category = this.categoryOf[documents[i]!]!
      categories[category]!++
      if (wanted === -1 || category === wanted) {
        total++
        perCost[costs[i]!]!++
      }
    }
    // Only the costs the page reaches are ordered: with thousands of matches a page needs the best few.
    const needed = Math.min(total, page.offset + page.limit)
    if (needed <= page.offset) return { itemIds: [], total, categories: counted() }
    let highest = 0
    for (let seen = perCost[0]!; seen < needed; seen += perCost[++highest]!);
    const keys: number[] = []
    for (let i = 0; i < documents.length; i++) {
      if (costs[i]! <= highest && (wanted === -1 || this.categoryOf[documents[i]!] === wanted)) keys.push(costs[i]! * ITEM_ID_RANGE + this.itemIds[documents[i]!]!)
    }
    const ordered = Float64Array.from(keys).sort()
    const itemIds: number[] = []
    for (let i = page.offset; i < needed; i++) itemIds.push(ordered[i]! % ITEM_ID_RANGE)
    return { itemIds, total, categories: counted() }
  }

  /** The documents matching every word (or a variant of the words: joined, a phrase's synonyms), each at its lowest cost. */
  private matchWords(words: Token[], synonyms: Synonyms | undefined): Matches {
    const matches = this.matchAll(this.slotsOf(words, synonyms))
    const variants = [...this.joinedVariants(words).map((variant) => this.slotsOf(variant, synonyms)), ...(synonyms ? this.phraseVariants(words, synonyms) : [])]
    return variants.length > 0 ? this.merged([matches, ...variants.map((slots) => this.matchAll(slots))]) : matches
  }

  /** Each word's slot: what it matches itself (expand), and what its one-word synonyms match. */
  private slotsOf(words: Token[], synonyms: Synonyms | undefined): Slot[] {
    return words.map((word, i) => this.slotOf(word, i === words.length - 1, synonyms))
  }

  /**
   * A word's slot, kept for the next query with the same word (shoppers' queries share most of their words,
   * and working out a word's typos, forms and synonyms costs more than matching it). Kept per index and
   * synonyms: a merged index, or synonyms changed, start afresh.
   */
  private slotOf(word: Token, last: boolean, synonyms: Synonyms | undefined): Slot {
    if (synonyms !== this.slotsFor) {
      this.slots.clear()
      this.slotsFor = synonyms
    }
    const key = `${last ? "last" : "word"}\u0000${word.text}\u0000${word.surface ?? ""}`
    let slot = this.slots.get(key)
    if (!slot) {
      slot = this.expand(word, last)
      const groups = synonyms?.groupsOf([word])
      if (groups?.length) slot = this.withSynonyms(slot, groups, synonyms!)
      if (this.slots.size >= SLOTS_KEPT) this.slots.clear()
      this.slots.set(key, slot)
    }
    return slot
  }

  /** The query with a phrase that has synonyms ("mobile phone": up to MAX_PHRASE_WORDS words or pairs) as one slot of them. */
  private phraseVariants(words: Token[], synonyms: Synonyms): Slot[][] {
    const variants: Slot[][] = []
    let slots: Slot[] | undefined
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length); length >= 2; length--) {
      for (let i = 0; i + length <= words.length && variants.length < MAX_PHRASE_VARIANTS; i++) {
        const groups = synonyms.groupsOf(words.slice(i, i + length))
        if (!groups.length) continue
        slots ??= this.slotsOf(words, synonyms)
        variants.push([...slots.slice(0, i), this.withSynonyms([], groups, synonyms), ...slots.slice(i + length)])
      }
    }
    return variants
  }

  /** `slot` with what the synonym groups add: their product types, and their one-word synonyms in any form. */
  private withSynonyms(slot: Slot, groups: readonly number[], synonyms: Synonyms): Slot {
    const found = new Map(slot.map(({ term, tier }) => [term, tier]))
    for (const group of groups) {
      for (const { term, tier } of this.groupSlot(group, synonyms)) if (!found.has(term) || found.get(term)! > tier) found.set(term, tier)
    }
    return [...found].map(([term, tier]) => ({ term, tier }))
  }

  /** What a synonym group matches in this index (its types, its one-word synonyms in any form), worked out once per index and synonyms. */
  private groupSlot(group: number, synonyms: Synonyms): Slot {
    let groups = this.groupSlots.get(synonyms)
    if (!groups) this.groupSlots.set(synonyms, (groups = new Map()))
    let slot = groups.get(group)
    if (!slot) {
      slot = []
      for (const type of synonyms.typesOf(group)) {
        const term = this.lowerBound(typeTerm(type))
        if (this.terms[term] === typeTerm(type)) slot.push({ term, tier: Tier.Type })
      }
      for (const word of synonyms.wordsOf(group)) {
        const exact = this.lowerBound(word.text)
        if (this.terms[exact] === word.text) slot.push({ term: exact, tier: Tier.Synonym })
        for (const term of this.formsOf(word)) slot.push({ term, tier: Tier.Synonym })
      }
      groups.set(group, slot)
    }
    return slot
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

  /** The documents matched by any of `matches`, each at its lowest cost. */
  private merged(matches: Matches[]): Matches {
    const stamp = this.nextStamp()
    const documents: number[] = []
    for (const match of matches) {
      for (let i = 0; i < match.documents.length; i++) {
        const document = match.documents[i]!
        if (this.mergeStamp[document] !== stamp) {
          this.mergeStamp[document] = stamp
          this.mergeCost[document] = match.costs[i]!
          documents.push(document)
        } else if (match.costs[i]! < this.mergeCost[document]!) this.mergeCost[document] = match.costs[i]!
      }
    }
    return { documents: Int32Array.from(documents), costs: Uint16Array.from(documents, (document) => this.mergeCost[document]!) }
  }

  /**
   * The documents matching every word, with their cost (the sum of each word's best match). The rarest word
   * gives the candidates; each further word only keeps or drops them: its postings are scanned, or, when
   * the candidates are few and its postings many, each candidate is looked up in them.
   */
  private matchAll(expansions: Slot[]): Matches {
    const sizes = expansions.map((candidates) => candidates.reduce((sum, c) => sum + this.postingCount(c.term), 0))
    const order = expansions.map((_, i) => i).sort((a, b) => sizes[a]! - sizes[b]!)
    let count = 0
    let documents = this.candidates
    const costs = this.candidateCosts
    for (const [step, i] of order.entries()) {
      const terms = expansions[i]!
      if (step === 0) {
        const stamp = this.nextStamp()
        for (const { term, tier } of terms) {
          for (let at = this.offsets[term]!, end = this.offsets[term + 1]!; at < end; at++) {
            const posting = this.postings[at]!
            const document = posting >>> FIELD_BITS
            // Removed or replaced: only live documents become candidates (the further words only drop them).
            if (!this.dead[document] && this.noteCost(document, cost(tier, posting & FIELD_MASK), stamp)) documents[count++] = document
          }
        }
        for (let c = 0; c < count; c++) costs[c] = this.wordCost[documents[c]!]!
      } else {
        const stamp = this.nextStamp()
        // A type the word names: each candidate's type looked at (its postings are a tenth of the catalogue).
        const types = terms.filter(({ term }) => term < this.typeWords)
        if (types.length > 0) {
          for (let c = 0; c < count; c++) {
            const type = this.typeOf[documents[c]!]! - 1
            if (types.some(({ term }) => term === type)) this.noteCost(documents[c]!, cost(Tier.Type, Field.Name), stamp)
          }
        }
        const words = types.length > 0 ? terms.filter(({ term }) => term >= this.typeWords) : terms
        const size = types.length > 0 ? words.reduce((sum, c) => sum + this.postingCount(c.term), 0) : sizes[i]!
        // Looking each candidate up costs about log2 of a term's postings per term; scanning costs them all.
        const lookups = count * words.length * (Math.log2(size / words.length + 1) + 1)
        if (words.length > 0 && lookups < size) this.lookUp(documents, count, words, stamp)
        else if (words.length > 0) this.scan(documents, count, words, stamp)
        let kept = 0
        for (let c = 0; c < count; c++) {
          const document = documents[c]!
          if (this.wordStamp[document] !== stamp) continue
          documents[kept] = document
          costs[kept++] = costs[c]! + this.wordCost[document]!
        }
        count = kept
      }
      if (count === 0) break
    }
    documents = documents.slice(0, count)
    return { documents, costs: costs.slice(0, count) }
  }

  /** The candidates' best cost for one word, by scanning the word's postings (wordStamp marks those found). */
  private scan(documents: Int32Array, count: number, terms: readonly Candidate[], stamp: number) {
    const alive = this.nextStamp()
    for (let c = 0; c < count; c++) this.aliveStamp[documents[c]!] = alive
    for (const { term, tier } of terms) {
      for (let at = this.offsets[term]!, end = this.offsets[term + 1]!; at < end; at++) {
        const posting = this.postings[at]!
        const document = posting >>> FIELD_BITS
        if (this.aliveStamp[document] === alive) this.noteCost(document, cost(tier, posting & FIELD_MASK), stamp)
      }
    }
  }

  /** The same as scan, by a binary search of each candidate in each term's postings (sorted by document). */
  private lookUp(documents: Int32Array, count: number, terms: readonly Candidate[], stamp: number) {
    for (const { term, tier } of terms) {
      const first = this.offsets[term]!
      const end = this.offsets[term + 1]!
      for (let c = 0; c < count; c++) {
        const document = documents[c]!
        const target = document << FIELD_BITS
        let low = first
        let high = end
        while (low < high) {
          const middle = (low + high) >>> 1
          if (this.postings[middle]! < target) low = middle + 1
          else high = middle
        }
        if (low < end && this.postings[low]! >>> FIELD_BITS === document) this.noteCost(document, cost(tier, this.postings[low]! & FIELD_MASK), stamp)
      }
    }
  }

  /** A word's cost for a document: its lowest so far (wordStamp marks the documents the word has). True when first seen. */
  private noteCost(document: number, wordCost: number, stamp: number): boolean {
    if (this.wordStamp[document] !== stamp) {
      this.wordStamp[document] = stamp
      this.wordCost[document] = wordCost
      return true
    }
    if (wordCost < this.wordCost[document]!) this.wordCost[document] = wordCost
    return false
  }

  private nextStamp(): number {
    if (this.stamp === 0xffffffff) {
      // After four billion uses a stamp would come round again: start the marks over.
      this.wordStamp.fill(0)
      this.aliveStamp.fill(0)
      this.mergeStamp.fill(0)
      this.stamp = 0
    }
    return ++this.stamp
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
    for (const term of this.formsOf(word)) if (!found.has(term)) found.set(term, Tier.WordForm)
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
   * Other forms of the word in the index: the words with the same stem among those that start with it (the
   * stemmers cut endings), each stemmed once and remembered; nothing is added to the index for them.
   */
  private formsOf(word: Token): number[] {
    if (!this.wordForm || word.cjk) return []
    const forms: number[] = []
    const stem = this.wordForm(word) ?? word.text
    const end = this.lowerBound(stem + "\uffff")
    for (let term = this.lowerBound(stem), looked = 0; term < end && looked < MAX_FORMS_LOOKED_AT; term++) {
      const text = this.terms[term]!
      // An ending is a few letters: a longer word under the stem is another word ("watchband"), not a form.
      if (text.length > stem.length + MAX_ENDING || text === word.text) continue
      looked++
      let termStem = this.termStems[term]
      if (termStem === undefined) this.termStems[term] = termStem = this.wordForm({ text, cjk: false, surface: this.surfaces.get(text) }) ?? null
      if ((termStem ?? text) === stem) forms.push(term)
    }
    return forms
  }

  /**
   * Index words at most `maxTypos` edits (Levenshtein) from `word`, or (asPrefix) that start with a word that
   * close. One pass over the sorted words, each edit-distance row computed once per shared prefix, skipping
   * every word under a prefix already too far from `word`.
   */
  private within(word: string, maxTypos: number, asPrefix: boolean): Candidate[] {
    const m = word.length
    const width = m + 1
    const tooFar = maxTypos + 1
    // Row d of the edit distances (d letters of an index word against `word`) at rows[d * width]: one buffer
    // for the whole pass, rows above the shared prefix reused from the previous word. Only the band of
    // cells within maxTypos of the diagonal is computed; the cells next to it read as too far.
    const rows = new Uint8Array((MAX_WORD_LENGTH + 1) * width)
    for (let j = 0; j <= m; j++) rows[j] = j
    const found: Candidate[] = []
    let previous = ""
    let valid = 0
    let term = this.firstWord
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
        const from = Math.max(1, d - maxTypos)
        const to = Math.min(m, d + maxTypos)
        if (from > 1) rows[row + from - 1] = tooFar
        let smallest = d
        const char = text.charCodeAt(d - 1)
        for (let j = from; j <= to; j++) {
          const substitution = rows[above + j - 1]! + (word.charCodeAt(j - 1) === char ? 0 : 1)
          const value = Math.min(rows[above + j]! + 1, rows[row + j - 1]! + 1, substitution)
          rows[row + j] = value
          if (value < smallest) smallest = value
        }
        if (to < m) rows[row + to + 1] = tooFar
        if (smallest > maxTypos) {
          // No word under this prefix can come close: on to the first word past it.
          skipTo = this.skipPast(term, d)
          valid = d - 1
          break
        }
        const whole = to === m ? rows[row + m]! : tooFar
        if (asPrefix && whole <= maxTypos) {
          // Every word under this prefix (this one included) starts with something close to `word`.
          const end = this.skipPast(term, d)
          for (let under = term; under < end && found.length < MAX_EXPANSIONS; under++) found.push({ term: under, tier: Math.max(Tier.Prefix, tierOf(whole)) })
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
      const distance = Math.abs(text.length - m) <= maxTypos ? rows[text.length * width + m]! : tooFar
      if (distance <= maxTypos) found.push({ term, tier: asPrefix && distance === 0 ? Tier.Exact : tierOf(distance) })
      term++
    }
    return found
  }

  /** The first term after `term` that does not start with its first `length` characters. */
  private skipPast(term: number, length: number): number {
    return this.skips[this.skipAt[term]! + length - 1]!
  }

  /** The first index word ≥ `text` (from `from` on). */
  private lowerBound(text: string, from = 0): number {
    let low = from
    let high = this.terms.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.terms[middle]! < text) low = middle + 1
      else high = middle
    }
    return low
  }
}
