/**
 * The library's declarations that are written in C++ itself: `<type_traits>`'s class templates
 * `<amp_short_vectors.h>`'s `short_vector<T, N>` / `short_vector_traits<T>`, and std::swap, std::array,
 * std::tuple and std::pair (src/library/type-traits.ts, short-vectors.ts, utility.ts, std-array.ts, tuple.ts, pair.ts). They are parsed once per process
 * and declared before the program's own declarations, so sema instantiates and specialises them
 * like the program's templates. Like the rest of the library, their names are visible whatever
 * the program includes, and the parser knows them (src/parser/known-names.ts).
 */
import { preprocess } from '../lexer/preprocess.js';
import type * as A from '../parser/ast.js';
import { parseTokens } from '../parser/parser.js';
import { shortVectorTemplates } from '../library/short-vectors.js';
import { typeTraitsHeader } from '../library/type-traits.js';
import { utilityHeader } from '../library/utility.js';
import { stdArrayHeader } from '../library/std-array.js';
import { tupleHeader } from '../library/tuple.js';
import { pairHeader } from '../library/pair.js';

const sources: readonly (readonly [file: string, text: string])[] = [
  ['<type_traits>', typeTraitsHeader],
  ['<amp_short_vectors.h>', shortVectorTemplates],
  // In this order: array and tuple use __unordered, and tuple_size and tuple_element are specialised for array.
  ['<utility>', utilityHeader],
  ['<array>', stdArrayHeader],
  ['<tuple>', tupleHeader],
  // After <tuple>: pair specialises its tuple_size and tuple_element.
  ['<utility>', pairHeader],
];

let declarations: A.TopLevelDecl[] | null = null;

export function libraryPreludeDeclarations(): readonly A.TopLevelDecl[] {
  if (declarations) return declarations;
  declarations = [];
  for (const [file, text] of sources) {
    const pp = preprocess(file, text, { readFile: () => undefined });
    const parsed = parseTokens(pp.tokens);
    // The texts are the compiler's own: an error in them is a bug in ampc, not in the program.
    const problem = pp.diagnostics[0]?.message ?? parsed.errors[0]?.message;
    if (problem) throw new Error(`ampc's library declarations in ${file} do not parse: ${problem}`);
    declarations.push(...parsed.unit.decls);
  }
  return declarations;
}
