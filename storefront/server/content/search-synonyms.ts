/**
 * The search synonyms editors keep in the CMS (one `searchSynonyms` document per language), by language code,
 * for the search thread. When the CMS cannot be reached at the first read they come from the shop's bundled copy
 * of its content, so search knows its everyday words from the start; later, the synonyms read last are kept
 * (an editor's edits are not undone by the CMS being away).
 */
import type { SearchSynonymGroup, SearchSynonyms } from "@shop/contracts/content"
import { SEARCH_SYNONYMS_QUERY } from "@shop/cms/queries"
import type { ContentSource } from "./content-source.js"

interface SynonymsDocument {
  language: string | null
  groups: SearchSynonymGroup[]
}

export async function readSearchSynonyms(
  cms: ContentSource | undefined,
  bundled: ContentSource,
  log: (line: string) => void,
  /** The first read: the bundled copy if the CMS does not answer (later reads fail instead). */
  firstRead: boolean
): Promise<SearchSynonyms> {
  let documents: SynonymsDocument[] | undefined
  try {
    documents = await cms?.fetch<SynonymsDocument[]>(SEARCH_SYNONYMS_QUERY, {})
  } catch (error) {
    if (!firstRead) throw error
    log(`search synonyms: the CMS did not answer (${(error as Error).message}); using the bundled copy`)
  }
  documents ??= await bundled.fetch<SynonymsDocument[]>(SEARCH_SYNONYMS_QUERY, {})
  const synonyms: SearchSynonyms = {}
  for (const { language, groups } of documents) {
    if (!language) continue
    // Words an editor left empty, or a group without words, mean nothing to search.
    const kept = groups.map(({ words, productTypes }) => ({ words: words.filter((word) => typeof word === "string" && word.trim() !== ""), productTypes }))
    synonyms[language] = [...(synonyms[language] ?? []), ...kept.filter((group) => group.words.length > 0)]
  }
  return synonyms
}
