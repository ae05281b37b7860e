import assert from "node:assert/strict"
import { describe, test } from "node:test"
import { SearchIndex, SearchIndexBuilder, WORK_PER_STEP, type SearchDocument, type StepSize } from "./search-index.js"
import { Synonyms } from "./synonyms.js"
import { foldText, tokenize } from "./text.js"

const product = (itemId: number, name: string, more: Partial<SearchDocument> = {}): SearchDocument => ({
  itemId,
  category: "electronics",
  name,
  tags: [],
  categoryName: "Elektronik",
  description: "",
  ...more,
})

const ids = (index: SearchIndex, query: string) => index.search(query).itemIds

describe("search text", () => {
  test("case, Latin accents and letters, Arabic variants and marks, ё are folded; Indic marks and Hangul stay", () => {
    assert.equal(foldText("Kopfhörer", "de-DE"), "kopfhorer")
    assert.equal(foldText("ŁĄCZE Straße Øre", "pl-PL"), "lacze strasse ore")
    assert.equal(foldText("أُمّ إبرة آلة", "ar-SA"), "ام ابره اله")
    assert.equal(foldText("Ёлка", "ru-RU"), "елка")
    assert.equal(foldText("हेडफ़ोन", "hi-IN"), "हेडफ़ोन".normalize("NFC"))
    assert.equal(foldText("헤드폰", "ko-KR"), "헤드폰")
    assert.equal(foldText("ＫＯＰＦ", "de-DE"), "kopf")
  })

  test("words split on anything but letters and digits; Chinese and Japanese runs become overlapping pairs", () => {
    assert.deepEqual(
      tokenize("Smartfon, 256 GB — czarny!", "pl-PL").map((t) => t.text),
      ["smartfon", "256", "gb", "czarny"]
    )
    assert.deepEqual(
      tokenize("无线耳机", "zh-CN").map((t) => t.text),
      ["无线", "线耳", "耳机"]
    )
    assert.deepEqual(
      tokenize("8K黄", "zh-CN").map((t) => t.text),
      ["8k", "黄"]
    )
    assert.deepEqual(
      tokenize("无线耳机 黑色", "zh-CN", { bridgeRuns: true }).map((t) => t.text),
      ["无线", "线耳", "耳机", "机黑", "黑色"]
    )
    assert.deepEqual(
      tokenize("无线耳机 黑色", "zh-CN").map((t) => t.text),
      ["无线", "线耳", "耳机", "黑色"]
    )
    assert.deepEqual(
      tokenize("🙂 %_ '; DROP", "en-US").map((t) => t.text),
      ["drop"]
    )
  })
})

describe("search index", () => {
  const german = SearchIndex.build(
    [
      product(1, "Auralis Pulse 700 Bluetooth-Kopfhörer, Schwarz", { englishName: "Auralis Pulse 700 Wireless Headphones, Black", tags: ["Audio"] }),
      product(2, "Keldon Reference 900 Kopfhörer, Weiß", { englishName: "Keldon Reference 900 Headphones, White", tags: ["Audio"] }),
      product(3, "Voltra Nova X5 Smartphone 256 GB, Schwarz", { englishName: "Voltra Nova X5 Smartphone 256 GB, Black", tags: ["Kamera"] }),
      product(4, "Fitora Run 4 Smartwatch, Blau", { englishName: "Fitora Run 4 Smartwatch, Blue", tags: ["Fitness"], category: "accessories", categoryName: "Zubehör" }),
      product(5, "Lederarmband, Schwarz", { tags: ["Smartwatch"], description: "Passt an jede Kopfhörer-Tasche.", category: "accessories", categoryName: "Zubehör" }),
      product(6, "Halvorsen Meridian 41 Uhr, Gold", { englishName: "Halvorsen Meridian 41 Watch, Gold", category: "luxury", categoryName: "Luxus" }),
    ],
    "de-DE"
  )

  test("every word must match, in any order", () => {
    assert.deepEqual(ids(german, "Kopfhörer schwarz"), [1, 5])
    assert.deepEqual(ids(german, "schwarz Kopfhörer"), [1, 5])
    assert.deepEqual(ids(german, "Kopfhörer gold"), [])
  })

  test("two words typed apart match the one word the catalogue writes ('smart watch': smartwatch)", () => {
    assert.deepEqual(ids(german, "smart watch"), [4, 5])
    assert.deepEqual(ids(german, "fitora smart wat"), [4], "the joined last word as a prefix")
  })

  test("accents and case are folded", () => {
    assert.deepEqual(ids(german, "KOPFHORER").slice(0, 2), [1, 2])
  })

  test("one typo from five letters, two from nine, none in short words or numbers", () => {
    assert.deepEqual(ids(german, "Kopfhörr").slice(0, 2), [1, 2], "one letter missing")
    assert.deepEqual(ids(german, "Kopfhröer").slice(0, 2), [1, 2], "two letters swapped")
    assert.deepEqual(ids(german, "Smrtphoen"), [3], "two mistakes in a nine-letter word")
    assert.deepEqual(ids(german, "Ihr"), [], "no typo in a three-letter word")
    assert.deepEqual(ids(german, "255 GB"), [], "no typo in a number")
    assert.deepEqual(ids(german, "256 GB"), [3])
  })

  test("the last word matches as the start of a word; the others as whole words", () => {
    assert.deepEqual(ids(german, "Smartw").slice(0, 2), [4, 5])
    assert.deepEqual(ids(german, "Smartw").slice(2), [3], "a start one typo away (smartp…) after them")
    assert.deepEqual(ids(german, "Smartw Fitora"), [], "only the last word is a prefix")
    assert.deepEqual(ids(german, "Fitora Smartw"), [4])
  })

  test("a word of the English name or the brand matches in every language", () => {
    assert.deepEqual(ids(german, "headphones black"), [1])
    assert.deepEqual(ids(german, "halvorsen watch"), [6])
  })

  test("the category's name in the language matches", () => {
    assert.deepEqual(ids(german, "Luxus"), [6])
    assert.deepEqual(ids(german, "Zubehör schwarz"), [5])
  })

  test("ranked: exact before prefix before typo, name before tags before description, then by item id", () => {
    assert.deepEqual(ids(german, "Smartwatch"), [4, 5], "name before tag")
    assert.deepEqual(ids(german, "Kopfhörer"), [1, 2, 5], "names before a description, ties by item id")
    const typoAndExact = SearchIndex.build([product(1, "Blender Pro"), product(2, "Blender"), product(3, "Blendr")], "en-US")
    assert.deepEqual(ids(typoAndExact, "blender pro"), [1], "every word")
    assert.deepEqual(ids(typoAndExact, "blendr"), [3, 1, 2], "the exact word before the typo matches")
    assert.deepEqual(ids(typoAndExact, "blend"), [1, 2, 3], "prefixes, ties by item id")
    const twoPrefixes = SearchIndex.build([product(1, "Headphones", { description: "headband" }), product(2, "Strap", { tags: ["headphones"] })], "en-US")
    assert.deepEqual(ids(twoPrefixes, "head"), [1, 2], "a product's best match counts (the name's headphones, not the description's headband read first)")
  })

  test("Chinese and Japanese queries without spaces match the names' runs", () => {
    const chinese = SearchIndex.build([product(1, "Auralis Pulse 700 头戴式无线耳机 黑色"), product(2, "Voltra 智能手表 蓝色")], "zh-CN")
    assert.deepEqual(ids(chinese, "无线耳机"), [1])
    assert.deepEqual(ids(chinese, "耳机黑色"), [1])
    assert.deepEqual(ids(chinese, "智能"), [2])
    assert.deepEqual(ids(chinese, "手"), [2], "a single character as the start of a pair")
    const japanese = SearchIndex.build([product(1, "Auralis Pulse 700 ワイヤレスヘッドホン（ブラック）")], "ja-JP")
    assert.deepEqual(ids(japanese, "ヘッドホンブラック"), [1])
  })

  test("Arabic letter variants and Polish letters typed without their marks match", () => {
    const arabic = SearchIndex.build([product(1, "ساعة ذكية Fitora - أزرق")], "ar-SA")
    assert.deepEqual(ids(arabic, "ساعه ذكيه"), [1])
    assert.deepEqual(ids(arabic, "ازرق"), [1])
    const polish = SearchIndex.build([product(1, "Kabel łącze USB-C, czarny")], "pl-PL")
    assert.deepEqual(ids(polish, "lacze czarny"), [1])
  })

  test("did you mean: a close spelling with results, none when nothing close has any", () => {
    assert.deepEqual(ids(german, "Kopfhöhrer Schwatz"), [1, 5], "matched with their typos")
    assert.equal(german.suggest("Kopfhöhrer Schwatz"), "kopfhörer schwarz", "as the catalogue writes them")
    assert.equal(german.suggest("Uhrr Gld"), "uhr gold")
    assert.equal(german.suggest("Uhr Gld"), "uhr gold", "a word found as typed stays")
    assert.equal(german.suggest("qqqqqq"), undefined)
  })

  test("bad input costs little and finds nothing: punctuation, LIKE and regex characters, emoji, a thousand letters", () => {
    for (const query of ["!!!", "%", "_", ".*", "(a|b)*$", "'; DROP TABLE product; --", "🙂🙂", "\uFFFD\uFFFD", "a".repeat(1000), "Kopfhörer ".repeat(100)]) {
      const { itemIds } = german.search(query)
      assert.ok(Array.isArray(itemIds), query.slice(0, 20))
    }
    assert.deepEqual(ids(german, "%"), [])
    assert.deepEqual(ids(german, "Kopfhörer ".repeat(100)), [1, 2, 5], "repeated words count once")
  })
})

describe("search index over time", () => {
  /** A catalogue with common words (in thousands of products), rare ones, typos' neighbours and three categories. */
  const WORDS = ["black", "blue", "wireless", "headphones", "watch", "smartwatch", "phone", "case", "leather", "gold", "pro", "max", "mini", "kabel", "kopfhörer", "łącze", "smart"]
  const randomOf = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const catalogue = (random: () => number, ids: number[], rare = (id: number) => `r${id % 97}`): SearchDocument[] =>
    ids.map((itemId) => {
      const pick = () => WORDS[Math.floor(random() * WORDS.length)]!
      return product(itemId, `${pick()} ${pick()} ${rare(itemId)}`, {
        category: ["electronics", "accessories", "luxury"][itemId % 3]!,
        tags: [pick()],
        description: `${pick()} ${pick()} ${pick()}`,
      })
    })
  const QUERIES = [
    "black",
    "blue watch",
    "r5 black",
    "black r5",
    "r12 wireless headphones",
    "kopfhorer",
    "lacze",
    "headphnes",
    "smart watch",
    "sm",
    "pro max",
    "gold leather case",
    "r96",
    "phone r",
    "zzz",
    "aardvrk",
    "aard",
    "zebrawood black",
    "grunspan",
    "grünspn",
    "marmalde",
    "gadgets",
    "qqqqq",
  ]
  const sameAnswers = (actual: SearchIndex, expected: SearchIndex, why: string) => {
    for (const query of QUERIES) {
      for (const category of [undefined, "electronics", "luxury", "gadgets"]) {
        for (const [offset, limit] of [
          [0, 24],
          [24, 24],
          [0, 5000],
        ] as const) {
          assert.deepEqual(
            actual.search(query, { category, offset, limit }),
            expected.search(query, { category, offset, limit }),
            `${why}: "${query}" ${category ?? "all"} ${offset}+${limit}`
          )
        }
      }
      assert.equal(actual.suggest(query), expected.suggest(query), `${why}: suggestion for "${query}"`)
    }
    // A rare word with a common one: the common word's postings are looked up (a binary search, which needs them in order).
    for (let rare = 0; rare < 97; rare++) {
      for (const common of ["black", "case", "wireless"])
        assert.deepEqual(actual.search(`r${rare} ${common}`), expected.search(`r${rare} ${common}`), `${why}: "r${rare} ${common}"`)
    }
  }

  test("a word's postings scanned (many candidates) or looked up (few) find the same products", () => {
    const documents = Array.from({ length: 3000 }, (_, i) =>
      product(i + 1, `${i % 2 ? "black" : "white"} ${i % 3 ? "blue" : "gold"}${i % 45 === 7 ? " rare" : ""}`, { description: i % 7 === 0 ? "black" : "" })
    )
    const index = SearchIndex.build(documents, "en-US")
    const having = (...words: string[]) => documents.filter((d) => words.every((w) => `${d.name} ${d.description}`.split(" ").includes(w))).map((d) => d.itemId)
    const found = (query: string) => index.search(query).itemIds.sort((a, b) => a - b)
    assert.deepEqual(found("rare black"), having("rare", "black"), "67 candidates looked up in 1,700 postings")
    assert.deepEqual(found("rare gold"), having("rare", "gold"))
    assert.deepEqual(found("white blue"), having("white", "blue"), "1,500 candidates scanned")
    assert.ok(having("rare", "black").length > 0 && having("rare", "black").length < having("rare").length)
  })

  test("typos: the words found are exactly those within the allowed edits (as a whole word, or a start for the last word)", () => {
    const random = randomOf(3)
    const letters = "abcd"
    const wordOf = (length: number) => Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join("")
    const vocabulary = [...new Set(Array.from({ length: 400 }, () => wordOf(3 + Math.floor(random() * 9))))]
    const index = SearchIndex.build(
      vocabulary.map((word, i) => product(i + 1, word)),
      "en-US"
    )
    const distance = (a: string, b: string) => {
      let row = Array.from({ length: b.length + 1 }, (_, j) => j)
      for (let i = 1; i <= a.length; i++) {
        const next = [i]
        for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
        row = next
      }
      return row[b.length]!
    }
    for (let round = 0; round < 150; round++) {
      const query = wordOf(5 + Math.floor(random() * 7))
      const typos = query.length >= 9 ? 2 : 1
      const whole = vocabulary.flatMap((word, i) => (distance(word, query) <= typos ? [i + 1] : []))
      const starts = vocabulary.flatMap((word, i) => ([...word].some((_, end) => distance(word.slice(0, end + 1), query) <= typos) ? [i + 1] : []))
      assert.ok(starts.length < 256, "fewer than a query word's most expansions")
      assert.deepEqual(
        index.search(query).itemIds.sort((x, y) => x - y),
        starts,
        `"${query}" as the last word: ${starts.map((id) => vocabulary[id - 1]).join(" ")}`
      )
      // As a word before another one (whole words only): the second word matches every product.
      const withEvery = SearchIndex.build(
        vocabulary.map((word, i) => product(i + 1, `${word} every`)),
        "en-US"
      )
      assert.deepEqual(
        withEvery.search(`${query} every`).itemIds.sort((x, y) => x - y),
        whole,
        `"${query}" as a whole word`
      )
    }
  })

  test("products added in any order make the same index as in item id order", () => {
    const documents = catalogue(
      randomOf(1),
      Array.from({ length: 3000 }, (_, i) => i + 1)
    )
    const builder = new SearchIndexBuilder("en-US")
    for (const document of [...documents].reverse()) builder.add(document)
    sameAnswers(builder.finish(), SearchIndex.build(documents, "en-US"), "reversed")
  })

  /** Words the catalogue has not had yet, one a round: first and last in the word list, a spelling of its own. */
  const NEW_WORDS = ["aardvark", "zebrawood", "Grünspan", "marmalade", "aardwolf", "zzzebra"]
  const CATEGORIES = ["electronics", "accessories", "luxury", "gadgets"]
  /** Edited products in round `round`: a rare word of another, and (every third) a new word and another category, "gadgets" new from round 1. */
  const edits = (random: () => number, ids: number[], round: number) =>
    catalogue(random, ids, (id) => `r${(id + round) % 97}`).map((document) => {
      if (document.itemId % 3 !== round % 3) return document
      const category = CATEGORIES[(document.itemId + round) % (round === 0 ? 3 : 4)]!
      return { ...document, name: `${document.name} ${NEW_WORDS[round % NEW_WORDS.length]}`, category, categoryName: category }
    })

  /** Merged in steps of `size`, the index being replaced checked between them: it answers as it did before the merge. */
  function mergedInSteps(index: SearchIndex, changed: SearchDocument[], removed: number[], size: StepSize): { merged: SearchIndex; steps: number } {
    const queries = ["black", "r5 black", "kopfhorer", "headphnes", "aardvrk", "grun", "zz"]
    const answers = () => queries.map((query) => [index.search(query, { category: "electronics", offset: 0, limit: 5000 }), index.search(query), index.suggest(query)])
    const before = answers()
    const steps = index.mergeSteps(changed, removed, size)
    for (let count = 1; ; count++) {
      const step = steps.next()
      if (step.done) return { merged: step.value, steps: count }
      assert.deepEqual(answers(), before, `the index being replaced, after step ${count}`)
    }
  }

  test("an index with changes (edited, removed, new products; new words and categories; compacted) answers as one built from the changed catalogue", () => {
    const random = randomOf(2)
    const ids = Array.from({ length: 4000 }, (_, i) => 2 * i + 1)
    let documents = catalogue(random, ids)
    let index = SearchIndex.build(documents, "en-US")
    for (let round = 0; round < 6; round++) {
      // Round 2 removes a tenth at once (compacted in that merge); the others a little (compacted once a tenth is dead).
      const removed = ids.filter(() => random() < (round === 2 ? 0.1 : 0.02))
      const edited = edits(
        random,
        ids.filter((id) => !removed.includes(id) && random() < 0.02),
        round
      )
      const added = catalogue(
        random,
        Array.from({ length: 30 }, (_, i) => 2 * (i + round * 30) + 100_000)
      )
      const byId = new Map(documents.map((document) => [document.itemId, document]))
      for (const id of removed) byId.delete(id)
      for (const document of [...edited, ...added]) byId.set(document.itemId, document)
      documents = [...byId.values()]
      // In one piece (withChanges) in the even rounds, in steps of a few postings in the odd ones.
      index = round % 2 === 0 ? index.withChanges([...edited, ...added], removed) : mergedInSteps(index, [...edited, ...added], removed, { work: 40, ms: Infinity }).merged
      sameAnswers(index, SearchIndex.build(documents, "en-US"), `round ${round}`)
      assert.equal(index.size, documents.length)
    }
    const emptied = index.withChanges(
      [],
      documents.map((document) => document.itemId)
    )
    assert.equal(emptied.size, 0)
    assert.deepEqual(emptied.search("black").itemIds, [], "every product removed")
    assert.equal(emptied.suggest("blck"), undefined, "and its words with them")
  })

  test("a merge in steps: short ones, the index being replaced answering as before between them, the result as one built from scratch", () => {
    const random = randomOf(5)
    const ids = Array.from({ length: 2000 }, (_, i) => i + 1)
    const documents = catalogue(random, ids)
    const index = SearchIndex.build(documents, "en-US")
    const sizes: [StepSize, number][] = [
      [{ work: 1, ms: Infinity }, 0.01],
      [{ work: 300, ms: Infinity }, 0.01],
      [{ work: 300, ms: Infinity }, 0.2],
      [{ work: Infinity, ms: 0 }, 0.2],
      [{ work: WORK_PER_STEP, ms: Infinity }, 0.01],
    ]
    for (const [size, removedShare] of sizes) {
      const removed = ids.filter(() => random() < removedShare)
      const changed = [
        ...edits(
          random,
          ids.filter((id) => !removed.includes(id) && random() < 0.05),
          1
        ),
        ...catalogue(random, [5000, 5001]),
      ]
      const { merged, steps } = mergedInSteps(index, changed, removed, size)
      const why = `steps of ${size.work} units or ${size.ms} ms, ${removedShare * 100}% removed`
      // 2,000 products of about a dozen words: ≈ 25,000 postings to copy.
      if (size.work === 300 || size.ms === 0) assert.ok(steps > 60, `${why}: ${steps} steps`)
      if (size.work === WORK_PER_STEP) assert.ok(steps <= 5, `${why}: ${steps} steps (a hundred products' texts, a small index)`)
      const byId = new Map(documents.map((document) => [document.itemId, document]))
      for (const id of removed) byId.delete(id)
      for (const document of changed) byId.set(document.itemId, document)
      sameAnswers(merged, SearchIndex.build(byId.values(), "en-US"), why)
    }
  })
})

describe("word forms", () => {
  const languages: [string, string, string, string][] = [
    ["en-US", "Chrono Classic Watch", "watches", "watch"],
    ["de-DE", "Klassische Uhr, Silber", "Uhren", "uhr"],
    ["fr-FR", "Téléphone Orbit X", "téléphones", "telephone"],
    ["es-ES", "Reloj clásico", "relojes", "reloj"],
    ["it-IT", "Orologio classico", "orologi", "orologio"],
    ["pt-BR", "Fone de ouvido sem fio", "fones", "fone"],
    ["ru-RU", "Телефон Orbit X", "телефоны", "телефон"],
    ["pl-PL", "Telefon Orbit X", "telefony", "telefon"],
    ["bn-BD", "স্মার্ট ফোন", "ফোনগুলো", "ফোন"],
  ]
  for (const [locale, name, inflected, base] of languages) {
    test(`${locale}: "${inflected}" finds "${name}", and "${base}" still does`, () => {
      const index = SearchIndex.build([product(1, name), product(2, "Something else entirely")], locale)
      assert.deepEqual(ids(index, inflected), [1])
      assert.deepEqual(ids(index, base), [1])
    })
  }

  test("the word itself first, then another form of it in the same field, before the word lower down", () => {
    const index = SearchIndex.build(
      [product(1, "Leather Strap", { description: "Fits all watches." }), product(2, "Chrono Classic Watch"), product(3, "Steel Watches Box")],
      "en-US"
    )
    assert.deepEqual(ids(index, "watches"), [3, 2, 1])
    assert.deepEqual(ids(index, "watch"), [2, 3, 1])
  })

  test("stems stay out of sight: a close spelling offered is a word as written, never a stem", () => {
    const index = SearchIndex.build([product(1, "Chargers for travel")], "en-US")
    assert.deepEqual(ids(index, "charger travel"), [1])
    assert.equal(index.suggest("chargrs travl"), "chargers travel")
  })

  test("words with digits and short words are matched as written: 256 is not 25, pro is not pros", () => {
    const index = SearchIndex.build([product(1, "Phone 256 GB Pros"), product(2, "Phone 25 GB Pro")], "en-US")
    assert.deepEqual(ids(index, "256"), [1])
    assert.deepEqual(ids(index, "pro gb"), [2])
  })
})

describe("synonyms and product types", () => {
  const search = (index: SearchIndex, query: string, synonyms: Synonyms) => index.search(query, undefined, synonyms).itemIds
  const english = SearchIndex.build(
    [
      product(1, "Mantle Guard Phone Case for Kyonix Blaze K2", { type: "case" }),
      product(2, "Kyonix Blaze K2", { type: "smartphone", tags: ["5G"] }),
      product(3, "Voltra Flux 12", { type: "smartphone" }),
      product(4, "Chrono Classic Watch", { type: "watch" }),
      product(5, "Auralis Pulse 700 Wireless Headphones", { type: "headphones" }),
    ],
    "en-US"
  )
  const synonyms = new Synonyms(
    [
      { words: ["smartphone", "phone", "cellphone", "mobile phone"], productTypes: ["smartphone"] },
      { words: ["case", "phone case", "cover"], productTypes: ["case"] },
      { words: ["watch", "wristwatch"], productTypes: ["watch"] },
      { words: ["wireless", "bluetooth", "cordless"], productTypes: [] },
    ],
    "en-US"
  )

  test("a word naming a product type finds that type first, then what merely has the word in its name", () => {
    assert.deepEqual(search(english, "phones", synonyms), [2, 3, 1])
    assert.deepEqual(search(english, "phone", synonyms), [2, 3, 1])
    // Without the synonyms, only the case says "phone".
    assert.deepEqual(ids(english, "phones"), [1])
  })

  test("a query naming the accessory finds the accessory: a phone case is still a case", () => {
    assert.deepEqual(search(english, "phone case", synonyms), [1])
    assert.deepEqual(search(english, "Kyonix cover", synonyms), [1])
    assert.deepEqual(search(english, "Kyonix phone", synonyms), [2, 1])
  })

  test("everyday words and phrases find the type; a synonym without a type finds the group's words", () => {
    assert.deepEqual(search(english, "cellphone", synonyms), [2, 3, 1])
    assert.deepEqual(search(english, "mobile phone", synonyms), [2, 3, 1])
    assert.deepEqual(search(english, "wristwatches", synonyms), [4])
    assert.deepEqual(search(english, "bluetooth headphones", synonyms), [5])
    assert.deepEqual(search(english, "cellphone", new Synonyms([], "en-US")), [])
  })

  test("otherwise today's order holds: names and typos rank as they did", () => {
    assert.deepEqual(search(english, "Kyonix Blaze", synonyms), ids(english, "Kyonix Blaze"))
    assert.deepEqual(search(english, "Voltr Flux", synonyms), [3])
  })

  test("types are not words: typing the type's value, or a typo of it, finds nothing through it", () => {
    const typed = SearchIndex.build([product(1, "Orbit X", { type: "luxury-watch" })], "en-US")
    assert.deepEqual(ids(typed, "luxury"), [])
    assert.deepEqual(ids(typed, "luxury-watch"), [])
    assert.deepEqual(ids(typed, "\u0001luxury"), [])
  })

  test("German: Handys and Uhren, in any form, with the German catalogue's words", () => {
    const german = SearchIndex.build(
      [
        product(1, "Mantle Guard Handyhülle für Kyonix Blaze K2", { type: "case" }),
        product(2, "Kyonix Blaze K2 Smartphone", { type: "smartphone" }),
        product(3, "Chrono Classic Armbanduhr", { type: "watch" }),
      ],
      "de-DE"
    )
    const words = new Synonyms(
      [
        { words: ["Handy", "Handys", "Mobiltelefon", "Smartphone"], productTypes: ["smartphone"] },
        { words: ["Uhr", "Armbanduhr"], productTypes: ["watch"] },
      ],
      "de-DE"
    )
    assert.deepEqual(search(german, "Handys", words), [2, 1])
    assert.deepEqual(search(german, "Handy", words), [2, 1])
    assert.deepEqual(search(german, "Uhren", words), [3])
  })

  test("Chinese: a word of several characters is a phrase of its pairs", () => {
    const chinese = SearchIndex.build([product(1, "Kyonix Blaze K2 智能手机", { type: "smartphone" }), product(2, "Kyonix 手机壳", { type: "case" })], "zh-CN")
    const words = new Synonyms([{ words: ["手机", "智能手机", "移动电话"], productTypes: ["smartphone"] }], "zh-CN")
    assert.deepEqual(search(chinese, "移动电话", words), [1, 2])
    assert.deepEqual(search(chinese, "手机", words), [1, 2])
  })

  test("a document full of words stays bounded: groups and words past the limits are left out", () => {
    const many = new Synonyms(
      Array.from({ length: 2000 }, (_, i) => ({ words: [`word${i}`, `other${i}`], productTypes: ["smartphone"] })),
      "en-US"
    )
    assert.ok(many.groupsOf(tokenize("word10", "en-US")).length === 1)
    assert.equal(many.groupsOf(tokenize("word1999", "en-US")).length, 0)
  })
})
