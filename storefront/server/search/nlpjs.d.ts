/** The stemmers of nlp.js's language packages (CommonJS, untyped): what word-forms.ts uses of them. */
interface NlpJsStemmer {
  stemWord(word: string): string
}
type NlpJsStemmerClass = new () => NlpJsStemmer

declare module "@nlpjs/lang-en-min" {
  export const StemmerEn: NlpJsStemmerClass
}
declare module "@nlpjs/lang-de" {
  export const StemmerDe: NlpJsStemmerClass
}
declare module "@nlpjs/lang-fr" {
  export const StemmerFr: NlpJsStemmerClass
}
declare module "@nlpjs/lang-es" {
  export const StemmerEs: NlpJsStemmerClass
}
declare module "@nlpjs/lang-it" {
  export const StemmerIt: NlpJsStemmerClass
}
declare module "@nlpjs/lang-pt" {
  export const StemmerPt: NlpJsStemmerClass
}
declare module "@nlpjs/lang-ru" {
  export const StemmerRu: NlpJsStemmerClass
}
declare module "@nlpjs/lang-pl" {
  export const StemmerPl: NlpJsStemmerClass
}
declare module "@nlpjs/lang-id" {
  export const StemmerId: NlpJsStemmerClass
}
declare module "@nlpjs/lang-ar" {
  export const StemmerAr: NlpJsStemmerClass
}
declare module "@nlpjs/lang-hi" {
  export const StemmerHi: NlpJsStemmerClass
}
declare module "@nlpjs/lang-bn" {
  export const StemmerBn: NlpJsStemmerClass
}
