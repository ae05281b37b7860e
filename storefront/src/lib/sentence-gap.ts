/**
 * What goes between two sentences shown one after the other: a space, but none after Chinese's and Japanese's
 * full-width stops ("…当日発送。お届け…"), which hold their own room.
 */
export const sentenceGap = (sentence: string): string => (/[。！？]\s*$/.test(sentence) ? "" : " ")
