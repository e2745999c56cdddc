/**
 * A short identity of a text: a 32-bit FNV-1a hash and the length. What a build precomputes (the
 * parser's lookahead table, the library prelude's declarations) carries the fingerprint of the
 * text it was made from, so that a stale table is never used.
 */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(16)}-${text.length}`;
}
