/**
 * A language's search synonyms, as editors keep them in the CMS (a `searchSynonyms` document per language):
 * groups of words and short phrases shoppers type for the same thing, and the product types each group names.
 * A query word (or phrase) is looked up by its stem, so any form of a group's word finds the group ("Handys",
 * "phones"); search-index.ts then matches the group's other words and its product types. Applied at query time:
 * an editor's change reaches search without the index being built again (docs/adr/0014-search-word-forms.md).
 */
import type { SearchSynonymGroup } from "@shop/contracts/content"
import { tokenize, type Token } from "./text.js"
import { wordFormOf } from "./word-forms.js"

/** Longest phrase looked up, in words ("cell phone", "fones de ouvido") or Chinese and Japanese character pairs. */
export const MAX_PHRASE_WORDS = 6
/** Most groups, and words in a group, kept per language: a document pasted full of words costs no more than this. */
const MAX_GROUPS = 500
const MAX_WORDS_PER_GROUP = 50

export class Synonyms {
  /** Per key (a word's stem, or a phrase's stems joined by spaces), the groups holding it. */
  private readonly groupsByKey = new Map<string, number[]>()
  /** Per group, its one-word synonyms (what a query word matched to the group also matches) and its product types. */
  private readonly words: Token[][] = []
  private readonly types: string[][] = []
  private readonly keyOf: (token: Token) => string

  constructor(groups: readonly SearchSynonymGroup[], locale: string) {
    const wordForm = wordFormOf(locale)
    this.keyOf = (token) => wordForm?.(token) ?? token.text
    for (const [group, { words, productTypes }] of groups.slice(0, MAX_GROUPS).entries()) {
      const single: Token[] = []
      for (const word of words.slice(0, MAX_WORDS_PER_GROUP)) {
        // A Chinese or Japanese word is read as its character pairs ("スマートフォン": six), matched as a phrase of them.
        const tokens = tokenize(word, locale)
        if (tokens.length === 0 || tokens.length > MAX_PHRASE_WORDS) continue
        if (tokens.length === 1) single.push(tokens[0]!)
        const key = this.key(tokens)
        const holding = this.groupsByKey.get(key) ?? []
        if (!holding.includes(group)) this.groupsByKey.set(key, [...holding, group])
      }
      this.words.push(single)
      this.types.push([...productTypes])
    }
  }

  /** The groups holding `words` (one word, or a phrase), in any of their forms. */
  groupsOf(words: readonly Token[]): readonly number[] {
    return this.groupsByKey.get(this.key(words)) ?? []
  }

  wordsOf(group: number): readonly Token[] {
    return this.words[group]!
  }

  typesOf(group: number): readonly string[] {
    return this.types[group]!
  }

  private key(tokens: readonly Token[]): string {
    return tokens.map(this.keyOf).join(" ")
  }
}
