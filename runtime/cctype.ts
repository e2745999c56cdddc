/**
 * `<cctype>` in glibc's "C" locale. glibc's classification functions return `table[c] & bit`,
 * with the class bits of its little-endian `<ctype.h>` (`_ISbit`): upper 256, lower 512,
 * alpha 1024, xdigit 4096, space 8192, print 16384, graph 32768, blank 1, cntrl 2,
 * punct 4, alnum 8. Characters outside ASCII (and EOF) belong to no class in the "C" locale.
 */
const UPPER = 256, LOWER = 512, ALPHA = 1024, XDIGIT = 4096, SPACE = 8192;
const PRINT = 16384, GRAPH = 32768, BLANK = 1, CNTRL = 2, PUNCT = 4, ALNUM = 8;

function classesOf(c: number): number {
  if (c < 0 || c > 127) return 0;
  let bits = 0;
  const upper = c >= 65 && c <= 90, lower = c >= 97 && c <= 122, digit = c >= 48 && c <= 57;
  if (upper) bits |= UPPER | ALPHA | ALNUM;
  if (lower) bits |= LOWER | ALPHA | ALNUM;
  if (digit) bits |= ALNUM;
  if (digit || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)) bits |= XDIGIT;
  if (c === 32 || (c >= 9 && c <= 13)) bits |= SPACE;
  if (c === 32 || c === 9) bits |= BLANK;
  if (c < 32 || c === 127) bits |= CNTRL;
  if (c >= 32 && c < 127) bits |= PRINT;
  if (c > 32 && c < 127) bits |= GRAPH;
  if (c > 32 && c < 127 && !upper && !lower && !digit) bits |= PUNCT;
  return bits;
}

/** The 256 chars' classes, indexed by `c` (and `c + 256` for glibc's negative signed chars, which have none). */
const table = Array.from({ length: 128 }, (_, c) => classesOf(c));
const is = (bit: number) => (c: number): number => (c >= 0 && c < 128 ? table[c]! & bit : 0);

export const isupper = is(UPPER);
export const islower = is(LOWER);
export const isalpha = is(ALPHA);
/** g++ inlines `isdigit` as `(unsigned)c - '0' < 10`: 1 or 0, not glibc's class bit. */
export function isdigit(c: number): number {
  return c >= 48 && c <= 57 ? 1 : 0;
}
export const isxdigit = is(XDIGIT);
export const isspace = is(SPACE);
export const isprint = is(PRINT);
export const isgraph = is(GRAPH);
export const isblank = is(BLANK);
export const iscntrl = is(CNTRL);
export const ispunct = is(PUNCT);
export const isalnum = is(ALNUM);

/**
 * `toupper(c)`/`tolower(c)`: ASCII letters change case. glibc's tables also take a signed
 * char's negative value (-128 to -2) and give back the char as unsigned (c + 256); every other
 * value, EOF included, comes back as it is.
 */
export function toupper(c: number): number {
  return c >= 97 && c <= 122 ? c - 32 : c >= -128 && c <= -2 ? c + 256 : c;
}

export function tolower(c: number): number {
  return c >= 65 && c <= 90 ? c + 32 : c >= -128 && c <= -2 ? c + 256 : c;
}
