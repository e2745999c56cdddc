/**
 * Every rule id ampc reports, in one table: its severity and what it means.
 *
 * The id is the diagnostic's stable name: it is printed in brackets after the
 * message, `-Wno-<id>` silences it, and tests pin it. `RuleId` is derived from
 * this table and `diagnostics.ts` accepts only its ids (an error only with an
 * error rule, a warning only with a warning rule), so a misspelled or unlisted
 * id does not compile. Add a rule here before reporting it.
 */

export type RuleSeverity = 'error' | 'warning';

export interface RuleInfo {
  readonly severity: RuleSeverity;
  /** One line: what the rule means, for a reader of `[id]` in a diagnostic. */
  readonly description: string;
}

export const DIAGNOSTIC_RULES = {
  // -------------------------------------------------------------------------
  // Lexer and preprocessor
  'lex-invalid-character': { severity: 'error', description: 'a character that starts no C++ token, or a string or character literal with no closing quote' },
  'pp-error': { severity: 'error', description: 'an #error directive was reached' },
  'pp-warning': { severity: 'warning', description: 'a #warning directive was reached' },
  'pp-extra-tokens': { severity: 'warning', description: 'tokens after the operands of a preprocessing directive, which are ignored' },
  'pp-unknown-directive': { severity: 'error', description: 'a # line names no preprocessing directive' },
  'pp-include-not-found': { severity: 'error', description: 'an #include names a file found neither beside the source, on the -I path, nor among the built-in headers' },
  'pp-include-depth': { severity: 'error', description: '#include nesting too deep, usually a header that includes itself' },
  'pp-invalid-include': { severity: 'error', description: 'an #include whose operand is neither "FILE" nor <FILE>' },
  'pp-macro-name': { severity: 'error', description: "#define, #undef, #ifdef or defined without an identifier to name the macro, or with 'defined' as the name" },
  'pp-macro-parameters': { severity: 'error', description: "a malformed or duplicate parameter in a function-like macro's parameter list" },
  'pp-macro-arguments': { severity: 'error', description: 'a function-like macro invoked with the wrong number of arguments' },
  'pp-macro-redefined': { severity: 'warning', description: 'a macro defined again with a different body; the new definition wins' },
  'pp-unterminated-invocation': { severity: 'error', description: "a function-like macro invocation whose argument list has no closing ')'" },
  'pp-expansion-limit': { severity: 'error', description: 'macro expansion ran past ampc\'s step limit (a runaway expansion)' },
  'pp-stringize': { severity: 'error', description: "'#' in a function-like macro not followed by a parameter" },
  'pp-invalid-stringize': { severity: 'error', description: "'#' produced text that is not a valid string literal" },
  'pp-invalid-paste': { severity: 'error', description: "'##' produced text that is not one preprocessing token" },
  'pp-invalid-expression': { severity: 'error', description: 'a malformed #if or #elif expression' },
  'pp-unmatched-conditional': { severity: 'error', description: '#elif, #else or #endif without a matching #if, or #elif or #else after #else' },
  'pp-unterminated-conditional': { severity: 'error', description: 'an #if, #ifdef or #ifndef still open at the end of the file' },
  'pp-stray-token': { severity: 'error', description: "a '#' or '##' left over in the program text after preprocessing" },

  // -------------------------------------------------------------------------
  // Parsing, names and types
  syntax: { severity: 'error', description: 'the text does not parse as C++ (in the subset ampc reads)' },
  undeclared: { severity: 'error', description: 'a name that no declaration in scope introduces' },
  redefinition: { severity: 'error', description: 'a name declared twice in the same scope' },
  'unknown-type': { severity: 'error', description: 'a type was expected but the name is not a type' },
  'unknown-restriction': { severity: 'error', description: 'restrict() with a specifier other than cpu or amp' },
  'restrict-auto-declaration': { severity: 'error', description: "HCC's restrict(auto) on a function declaration: it is only allowed on a definition, whose body it is inferred from" },
  'restrict-auto-redeclared': { severity: 'error', description: 'a restrict(auto) function that has another declaration' },
  'type-mismatch': { severity: 'error', description: 'a value of one type used where another type is needed and no conversion applies' },
  'narrowing-constant': { severity: 'error', description: "a constant in a braced list whose value the element's type cannot hold, or a floating constant for an integer ([dcl.init.list]: g++'s error)" },
  'narrowing': { severity: 'warning', description: "a narrowing conversion of a run-time value in a braced list, which g++ warns about and performs" },
  'invalid-cast': { severity: 'error', description: 'a cast C++ does not allow between the two types' },
  'operand-type': { severity: 'error', description: 'an operator applied to operands of types it does not take' },
  'no-operator': { severity: 'error', description: 'a class has no overload of the operator used on it' },
  'switch-condition': { severity: 'error', description: 'a switch on a value that is not of integral or enumeration type' },
  subscript: { severity: 'error', description: 'subscript applied to a value that cannot be subscripted' },
  'index-out-of-range': { severity: 'error', description: "a constant dimension of an index or extent outside 0..rank-1, or a constant subscript outside an array in restrict(amp) code (undefined behaviour in C++, refused by WGSL)" },
  deref: { severity: 'error', description: "unary '*' applied to a value that is not a pointer" },
  'address-of-rvalue': { severity: 'error', description: "unary '&' applied to a temporary" },
  'not-assignable': { severity: 'error', description: 'assignment or increment of a value that is not a modifiable lvalue' },
  'const-write': { severity: 'error', description: 'a write through a const variable, reference or view of const elements' },
  'reference-binding': { severity: 'error', description: 'a reference bound to something C++ does not let it bind to, such as a temporary for a non-const reference' },
  'literal-range': { severity: 'error', description: 'an integer literal too large for every integer type' },
  'not-constant': { severity: 'error', description: 'an expression that must be a compile-time constant is not one' },
  'initializer-count': { severity: 'error', description: 'more initializers than the array or class has elements or members' },
  'array-size': { severity: 'error', description: "an array variable defined with neither a size nor an initializer ('int a[];')" },
  'array-init': { severity: 'error', description: 'an array initialised with something other than a braced list' },
  'bit-field': { severity: 'error', description: 'a bit-field used in restrict(amp) code, or one ampc cannot store exactly (64-bit, wider than its type, in a union, bound to a const reference)' },
  'return-type': { severity: 'warning', description: "a function returning a value whose end control can reach (g++'s -Wreturn-type): the call's value is undefined if it gets there" },
  'return-value': { severity: 'error', description: 'a return with a value in a void function' },
  'jump-outside-loop': { severity: 'error', description: 'break or continue outside a loop (or break outside a switch)' },
  'duplicate-case': { severity: 'error', description: 'two case labels of one switch with the same value, or two default labels' },
  'case-outside-switch': { severity: 'error', description: 'a case or default label outside a switch' },
  'jump-crosses-initialization': { severity: 'error', description: 'a case label or goto that jumps into the scope of a variable past its initialization' },
  'goto-undefined-label': { severity: 'error', description: 'a goto to a label that the function does not define, or a label defined twice' },

  // -------------------------------------------------------------------------
  // Calls, classes and templates
  'call-arity': { severity: 'error', description: 'a call with the wrong number of arguments' },
  'not-callable': { severity: 'error', description: 'a call of a value that is not a function or function object' },
  'no-matching-function': { severity: 'error', description: 'no overload accepts the argument types of the call' },
  'ambiguous-call': { severity: 'error', description: 'several overloads are equally good for the call' },
  'ambiguous-name': { severity: 'error', description: 'an unqualified name that two namespaces nominated by using-directives both declare (std::array and concurrency::array)' },
  'no-member': { severity: 'error', description: 'the class has no member of that name' },
  'member-access': { severity: 'error', description: 'a non-static data member used without an object' },
  access: { severity: 'error', description: 'a private member named outside its class and its friends, or a protected one outside them and the classes derived from it' },
  'member-call': { severity: 'error', description: 'a non-static member function called without an object' },
  'constructor-args': { severity: 'error', description: 'no constructor of the class takes the given arguments' },
  'no-default-constructor': { severity: 'error', description: 'a variable of a class with no default constructor declared without arguments' },
  'local-class-member': { severity: 'error', description: 'a static data member, a member template or a friend function definition in a class declared in a function body' },
  'local-class-automatic': { severity: 'error', description: "a local class's member function, default member initialiser or default argument that uses a local variable or parameter of the enclosing function" },
  'delegating-constructor': { severity: 'error', description: 'a delegating constructor that also initialises members' },
  'deleted-function': { severity: 'error', description: 'a copy of a class object whose copy constructor is declared = delete' },
  'template-argument': { severity: 'error', description: 'wrong template arguments: too many, too few, or a type where a value is needed (or the reverse)' },
  'template-deduction': { severity: 'error', description: 'the template arguments of a call cannot be deduced from its arguments' },
  'template-depth': { severity: 'error', description: 'template instances nested deeper than ampc follows (128 levels; g++ allows 900), as in a template that instantiates itself without end' },
  'ambiguous-specialization': { severity: 'error', description: 'more than one partial specialisation of a class template matches its arguments, and none is more specialised than the others' },
  'undefined-template': { severity: 'error', description: 'a class template (or the specialisation chosen) is declared but never defined, so this instance has no members' },
  'static-assert': { severity: 'error', description: "a static_assert's condition is false; its message is the diagnostic" },
  'pointer-argument': { severity: 'error', description: "a library function's pointer argument is not written as '&element'" },
  'stream-type': { severity: 'error', description: 'a value of a type std::cout cannot print' },

  // -------------------------------------------------------------------------
  // What ampc leaves out
  unsupported: { severity: 'error', description: 'valid C++ that ampc does not support; the message names the construct' },
  'format': { severity: 'warning', description: "a printf argument whose type is not the one its conversion names but reads the same value (clang's -Wformat)" },
  'format-extra-args': { severity: 'warning', description: 'a printf call with more arguments than its format string uses' },
  'format-invalid': { severity: 'error', description: 'a printf format ampc cannot run as glibc would: a missing or wrong-kind argument (undefined behaviour), or a conversion ampc does not support (%p, %n)' },
  'unsupported-library': { severity: 'error', description: 'a library type or function used with arguments ampc does not support' },
  'unsupported-destructor': { severity: 'error', description: 'an object of a class with a destructor made where ampc cannot run the destructor at the exact C++ time (a temporary, a by-value copy, a global)' },
  'host-unsupported': { severity: 'error', description: 'valid host code that ampc cannot translate into TypeScript exactly (refused before any back end runs: src/sema/rules/host-support.ts)' },
  'wgsl-unsupported': { severity: 'error', description: 'valid kernel code that ampc cannot compile into WGSL exactly (refused before any back end runs: src/sema/rules/kernel-support.ts)' },
  'cpu-type': { severity: 'error', description: 'a type that exists only in restrict(amp) code used in CPU code' },

  // -------------------------------------------------------------------------
  // restrict(amp) rules
  'amp-type': { severity: 'error', description: 'a type restrict(amp) code may not use (char, short, long long, ...)' },
  'amp-double': { severity: 'warning', description: "a short vector of double (double_2..double_4), or a math function on a double whose software double is over the compile-time budget (src/library/f64-printers.ts; none is now), in restrict(amp) code: computed as 32-bit float (other double arithmetic is exact)" },
  'amp-pointer': { severity: 'error', description: 'a pointer operation restrict(amp) code forbids (nullptr, a pointer to a library object, ...)' },
  'amp-function-pointer': { severity: 'error', description: 'a function pointer or a pointer to member in restrict(amp) code' },
  'amp-pointer-to-pointer': { severity: 'error', description: 'a pointer to a pointer (or an array of pointers) in restrict(amp) code' },
  'amp-pointer-in-struct': { severity: 'error', description: 'a class with a pointer member used in restrict(amp) code' },
  'amp-pointer-capture': { severity: 'error', description: 'a pointer captured by a kernel' },
  'amp-pointer-cast': { severity: 'error', description: 'a cast between a pointer and an integer in restrict(amp) code' },
  'amp-union': { severity: 'error', description: 'a union in restrict(amp) code' },
  'amp-enum-base': { severity: 'error', description: 'an enum whose underlying type is not int in restrict(amp) code' },
  'amp-virtual': { severity: 'error', description: 'a virtual restrict(amp) function' },
  'amp-virtual-call': { severity: 'error', description: 'a virtual call, or an object of a class with virtual functions, in restrict(amp) code' },
  'abstract-class': { severity: 'error', description: 'an object of a class with a pure virtual function' },
  'override-mismatch': { severity: 'error', description: "a function marked 'override' that overrides no base class function" },
  'base-class': { severity: 'error', description: 'a base-specifier that does not name a complete class' },
  'amp-varargs': { severity: 'error', description: 'a restrict(amp) function with a variable argument list' },
  'amp-exceptions': { severity: 'error', description: 'try, throw, catch or an exception specification in restrict(amp) code' },
  'amp-new-delete': { severity: 'error', description: 'new or delete in restrict(amp) code' },
  'amp-rtti': { severity: 'error', description: 'typeid or dynamic_cast in restrict(amp) code' },
  'amp-goto': { severity: 'error', description: 'goto or a label in restrict(amp) code' },
  'amp-asm': { severity: 'error', description: 'inline asm in restrict(amp) code' },
  'amp-static-local': { severity: 'error', description: 'a static local variable in restrict(amp) code' },
  'amp-global': { severity: 'error', description: 'a global variable used in restrict(amp) code' },
  'amp-recursion': { severity: 'error', description: 'a restrict(amp) function that calls itself, directly or through others' },
  'amp-call': { severity: 'error', description: 'a CPU-only library function or member called from restrict(amp) code' },
  'amp-call-non-amp': { severity: 'error', description: 'a function that is not restrict(amp) called from restrict(amp) code' },
  'cpu-call-amp': { severity: 'error', description: 'a restrict(amp)-only function called from CPU code' },
  'amp-construct': { severity: 'error', description: 'a type that only CPU code can construct constructed in restrict(amp) code' },

  // -------------------------------------------------------------------------
  // parallel_for_each and captures
  'compute-domain': { severity: 'error', description: 'a parallel_for_each domain that is not an extent or tiled_extent' },
  'kernel-not-lambda': { severity: 'error', description: 'a parallel_for_each kernel that is not a lambda' },
  'kernel-not-amp': { severity: 'error', description: 'a parallel_for_each kernel lambda that is not restrict(amp)' },
  'kernel-signature': { severity: 'error', description: 'a kernel lambda that does not take exactly one index parameter' },
  'kernel-index-mismatch': { severity: 'error', description: "the kernel's index parameter does not match the compute domain's rank or tiling" },
  'rank-mismatch': { severity: 'error', description: 'extents, indices or views of different ranks combined' },
  'view-element-type': { severity: 'error', description: 'an array or array_view element type that GPU buffers cannot hold' },
  'capture-missing': { severity: 'error', description: 'a local variable used in a lambda that does not capture it' },
  'capture-by-reference': { severity: 'error', description: 'a kernel lambda capturing by reference something other than a concurrency::array' },
  'capture-array-by-value': { severity: 'error', description: 'a kernel lambda capturing a concurrency::array by value' },
  'capture-type': { severity: 'error', description: 'a kernel capture of a type that cannot be passed to the GPU' },
  'capture-write': { severity: 'error', description: 'a kernel assigning to a variable captured by value' },

  // -------------------------------------------------------------------------
  // Tiling
  'tile-rank': { severity: 'error', description: 'a tile with fewer than 1 or more than 3 dimensions' },
  'tile-size': { severity: 'error', description: 'a tile dimension that is not positive, or a tile over the thread limit' },
  'tile-size-not-constant': { severity: 'error', description: 'a tile size that is not a compile-time constant' },
  'extent-not-divisible': { severity: 'warning', description: 'an extent known at compile time that the tile does not divide: parallel_for_each will throw invalid_compute_domain' },
  'tile-static-outside-amp': { severity: 'error', description: 'a tile_static variable outside restrict(amp) code' },
  'tile-static-non-tiled': { severity: 'error', description: 'a tile_static variable in a kernel that is not tiled' },
  'tile-static-non-tiled-callee': { severity: 'warning', description: 'a tile_static variable in a function called from a kernel that is not tiled, where its behaviour is undefined' },
  'tile-static-initializer': { severity: 'error', description: 'a tile_static variable with an initializer' },
  'tile-static-pointer': { severity: 'error', description: 'a tile_static variable of pointer type' },
  'tile-static-reference': { severity: 'error', description: 'a tile_static variable of reference type' },
  'tile-static-size': { severity: 'error', description: "a kernel's tile_static variables together over C++ AMP's 32 KB" },
  'tile-static-race': { severity: 'warning', description: 'two threads of a tile may access the same tile_static element, one writing, with no barrier between them' },
  'barrier-outside-tiled': { severity: 'error', description: 'a tile barrier reached from a kernel that is not tiled' },
  'barrier-nonuniform': { severity: 'error', description: 'a tile barrier in control flow that depends on the thread, which not every thread reaches' },
} as const satisfies Record<string, RuleInfo>;

type Rules = typeof DIAGNOSTIC_RULES;

/** A rule id ampc reports. */
export type RuleId = keyof Rules;

/** The rules reported as errors. */
export type ErrorRuleId = { [K in RuleId]: Rules[K]['severity'] extends 'error' ? K : never }[RuleId];

/** The rules reported as warnings: the ones `-Wno-<id>` and `-Werror` act on. */
export type WarningRuleId = { [K in RuleId]: Rules[K]['severity'] extends 'warning' ? K : never }[RuleId];

export const RULE_IDS: readonly RuleId[] = Object.keys(DIAGNOSTIC_RULES) as RuleId[];

export function isRuleId(id: string): id is RuleId {
  return Object.hasOwn(DIAGNOSTIC_RULES, id);
}
