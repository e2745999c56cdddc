/**
 * The typed program: what `check` produces and every back end consumes.
 * Names are resolved, types are explicit, implicit conversions are explicit
 * `Convert` nodes, library operations are named operations rather than calls
 * to unknown functions. Nothing here knows about WGSL or TypeScript.
 */
import type { Span } from '../source.js';
import type { Intrinsic, IntrinsicSignature } from '../library/intrinsics.js';
import type { StructInfo, Type } from './types.js';
import type { StructViews } from './struct-views.js';

/** `constant`: a name for a compile-time value with no storage (an enumerator, a non-type template parameter). */
export type VariableStorage = 'local' | 'param' | 'global' | 'tileStatic' | 'constant';

export interface Variable {
  id: number;
  name: string;
  type: Type;
  storage: VariableStorage;
  /** Declared `T&`: an alias of another object (host), or a pointer-like parameter. */
  isReference: boolean;
  isConst: boolean;
  /** A pointer to const (`const int* p`): writes through it are errors, though `p` itself may change. */
  pointeeConst?: boolean;
  /**
   * A parameter declared `T&&`. ampc's references are one kind, so this only tells overloads apart
   * (`f(const T&)` beside `f(T&&)` is refused, src/sema/check.ts and qualification-overloads.ts).
   */
  isRvalueReference?: boolean;
  /** Known at compile time (`static const int TS = 16;`, `const int ROWS = 8;`); a bigint for 64-bit integers. */
  constValue: number | bigint | null;
  /**
   * An array, or an array_view made over all of its data and never assigned: it starts its
   * buffer and is row-major, so kernels address it without an offset or strides. Unset where
   * the variable may hold a section, a row or a reshaped view.
   */
  isWholeView?: boolean;
  /**
   * An array_view local of amp code (`auto row = in[i];`): the view expression it was initialised
   * from, through which it names one captured view for its whole life (src/sema/amp-views.ts).
   * WGSL cannot choose a storage buffer at run time, so assigning it is refused.
   */
  ampViewSource?: Expr;
  /**
   * A host scalar whose address is taken (`array_view<int> v(1, &x)`): the host keeps it in a
   * one-element array, so the view can use it in place and write back into it.
   */
  isBoxed?: boolean;
  /**
   * An object that a `std::reference_wrapper` (or a bound `&obj`) holds itself
   * (src/sema/reference-wrapper.ts), or whose address is taken (src/sema/object-pointers.ts): assigning the variable overwrites the object's fields, which
   * the holder sees, rather than giving the variable a new object.
   */
  heldByReference?: boolean;
  /** A parameter's default argument, converted to its type. */
  defaultArgument?: Expr;
  span: Span;
}

export interface FunctionInfo {
  name: string;
  params: Variable[];
  returnType: Type;
  restriction: { cpu: boolean; amp: boolean };
  body: Block | null;
  span: Span;
  /** Host functions: waits for the GPU (directly or through a callee) → emitted `async`. Filled by `markAsync`. */
  isAsync: boolean;
  /** `tile_static` variables declared in this (restrict(amp)) function's body. */
  tileStatics: Variable[];
  /** Declared `constexpr`: a call with constant arguments is a constant (constexpr-eval.ts). */
  isConstexpr?: boolean;
  /**
   * Not inline ([dcl.inline]): declared at namespace scope, or a member defined outside its class,
   * without `inline` or `constexpr`. g++ emits such a function whether or not it is used, and an
   * inline one only where it is (src/sema/rules/return-type.ts).
   */
  notInline?: true;
  /** A constructor or conversion function declared `explicit`: direct-initialisation and casts call it, implicit conversions do not. */
  isExplicit?: true;
  /** A conversion function (`operator double() const`), called where its class's object converts implicitly (conversion-functions.ts). */
  conversionFunction?: true;
  /** Declared `noexcept` or `throw()`: an exception leaving its body calls std::terminate (the host code says so). */
  nothrow?: boolean;
  /**
   * Declared to return `T&`: a call is an lvalue, the object the function returns. On the host an
   * object is returned itself (not copied), and a scalar as a cell whose `value` is the place.
   */
  returnsReference?: boolean;
  /** A member function: its class, and how it was declared. `method`s take the object as params[0]. */
  member?: { owner: StructInfo; kind: 'method' | 'static' | 'constructor'; cppName: string };
  /**
   * A function declared at namespace scope (not a member, template instance or lambda): the named
   * namespaces around it, outermost first, and whether it has external linkage (not `static`, not
   * in an anonymous namespace), as its first declaration says. Library mode exports those.
   */
  namespaceScope?: { namespaces: string[]; external: boolean };
  /**
   * A host lambda that captures: its value is a closure made where the lambda is written, and a
   * call goes through that value (check-lambda.ts). Never emitted as a function of its own.
   */
  closure?: Closure;
  /** A generic lambda's value (`[](auto x) {...}`): the function of each instance, all closures sharing `closure`. */
  genericInstances?: FunctionInfo[];
  /**
   * A lambda's operator() (each instance of a generic one): its name is made up by check-lambda.ts
   * (`main_lambda0`), so diagnostics say "lambda" rather than a name the program never wrote.
   */
  isLambda?: true;
}

/**
 * A capturing lambda's closure. By-reference captures are the enclosing variables themselves;
 * each by-value capture is a variable of the lambda's own (`inner`), initialised from `outer`
 * when the closure is made, and writable only when the lambda is `mutable`.
 */
export interface Closure {
  byValue: { inner: Variable; outer: Expr }[];
  mutable: boolean;
}

/** The standard output streams: `std::wcout`/`std::wcerr` write wide characters to the same files. */
export type OutputStreamName = 'cout' | 'cerr' | 'wcout' | 'wcerr';

export type FenceKind = 'all' | 'global' | 'tileStatic';

export type ThreadIndexPart = 'global' | 'local' | 'tile' | 'tileOrigin';

/** One `parallel_for_each` lambda. */
export interface Kernel {
  id: number;
  /** Name used for the entry point: `<enclosing function>_kernel<N>`. */
  name: string;
  /** Domain rank and, for tiled kernels, the tile sizes. */
  rank: number;
  tile: number[] | null;
  /** The lambda's index parameter (`index<N>` or `tiled_index<...>`). */
  indexParam: Variable;
  captures: Capture[];
  tileStatics: Variable[];
  body: Block;
  /** amp functions the kernel calls (transitively), in dependency order. */
  callees: FunctionInfo[];
  span: Span;
}

export interface Capture {
  /** The host variable. */
  outer: Variable;
  /** How the kernel reaches it: a storage buffer (array_view / array), a uniform value or a storage texture. */
  kind: 'buffer' | 'uniform' | 'texture';
  // What the kernel reads and writes through it is an analysis of its code (src/sema/kernel-memory-uses.ts).
  byReference: boolean;
}

export type Expr = { type: Type; span: Span } & ExprNode;

export type ExprNode =
  /** A bigint for 64-bit integer types (exact), a number for other arithmetic types. */
  | { kind: 'Const'; value: number | bigint | boolean }
  /**
   * A string literal (typed std::string in ampc, but a `const char[N]` to overload ranking and
   * conversions), or, `ofString`, a std::string object of known text (`std::string("x")`,
   * `std::string s;`), which is no literal.
   */
  | { kind: 'StringConst'; value: string; ofString?: true }
  /** `std::cout`, `std::cerr`, `std::cin` as values (the left end of a `<<`/`>>` chain). */
  | { kind: 'Stream'; name: OutputStreamName | 'cin' }
  /** `std::endl`, `std::setw(2)`, ...: only meaningful inside a stream chain (`StreamItem`). */
  | { kind: 'Manipulator'; name: ManipulatorName; arg: Expr | null }
  | { kind: 'VarRef'; variable: Variable }
  | { kind: 'Unary'; op: '-' | '!' | '~' | 'pre++' | 'pre--' | 'post++' | 'post--'; operand: Expr }
  /** Arithmetic/bitwise/comparison on operands already converted to a common type (`left.type`). */
  /**
   * `unwrapped`: host only, made by the host lowering (src/lower/conversion-wraps.ts): an int sum
   * computed exactly, whose wrap is the conversion around it.
   */
  | { kind: 'Binary'; op: BinaryOp; left: Expr; right: Expr; unwrapped?: true }
  | { kind: 'Logical'; op: '&&' | '||'; left: Expr; right: Expr }
  /**
   * `op` null for `=`, with `value` converted to the target's type. For a compound operator, `value`
   * has the computation type (C++: `t = T(t op value)` in the usual arithmetic conversions).
   * `initializes`: a constructor's `self.m = value` for a member initialiser (check-class.ts), or a
   * class temporary's making (argument-order.ts): the object is initialised in place, no operator=
   * runs. Rebuilt nodes (`{ ...e, value }`) keep it.
   */
  | { kind: 'Assign'; op: BinaryOp | null; target: Expr; value: Expr; initializes?: true }
  | { kind: 'Convert'; operand: Expr }
  | { kind: 'Conditional'; cond: Expr; then: Expr; otherwise: Expr }
  /** `virtualSlot`: a call through a reference, dispatched on the object's dynamic class (host only). */
  | { kind: 'Call'; callee: FunctionInfo; args: Expr[]; virtualSlot?: string }
  | { kind: 'Field'; object: Expr; field: string }
  /** C array or std::vector element. */
  | { kind: 'Element'; object: Expr; index: Expr }
  /** array_view / array element: by an index<N> value or by N integer components. */
  | { kind: 'ViewElement'; view: Expr; index: Expr | null; components: Expr[] }
  | { kind: 'MakeIndex'; components: Expr[] }
  | { kind: 'MakeExtent'; components: Expr[] }
  /** `idx[d]`, `ext[d]`, `e.tile_extent[d]`. */
  | { kind: 'Component'; object: Expr; dim: Expr }
  /** `t_idx.global` etc. (type index<N>), or a plain kernel's index parameter. */
  | { kind: 'ThreadIndex'; part: ThreadIndexPart }
  /** `view.extent` / `array.extent` */
  | { kind: 'ExtentOf'; view: Expr }
  /** A window on the data of a view or array: `v.section(...)`, `v[i]` on rank ≥ 2, `v.view_as(e)`. */
  | { kind: 'Subview'; view: Expr; part: SubviewPart }
  /** `e.tile<...>()` */
  | { kind: 'Tile'; extent: Expr; tile: number[] }
  /** `methodSpan`: the `wait...` name, where diagnostics about the barrier point. */
  | { kind: 'Barrier'; fence: FenceKind; methodSpan: Span }
  /** `view`: the accelerator_view of `parallel_for_each(view, domain, kernel)`. */
  | { kind: 'ParallelForEach'; domain: Expr; kernel: Kernel; view?: Expr }
  /** Everything the host library provides; the back end maps each `op`. */
  /** `elementCopy`: the copy each element of a fill or of a range is, stated by the host lowering (ElementCopy). */
  | { kind: 'Library'; op: LibraryOp; receiver: Expr | null; args: Expr[]; elementCopy?: ElementCopy }
  /** `target`: a std::ostringstream written instead of `stream` (src/library/sstream.ts). */
  | { kind: 'StreamOut'; stream: OutputStreamName; items: StreamItem[]; target?: Expr }
  /** `source`: a std::istringstream read instead of std::cin; `line`: std::getline, which reads the rest of the line. */
  | { kind: 'StreamIn'; targets: Expr[]; source?: Expr; line?: true; /** The char getline stops at, where not '\n' (a constant). */ delimiter?: number }
  /**
   * Construction of a struct (from an initializer list) or of a library object; `fromList`: through
   * a library class's initializer_list constructor, `args` its elements (library-class.ts).
   */
  | { kind: 'Construct'; args: Expr[]; fromList?: true; /** `vector(n, x)`: the copy of x each element is (ElementCopy). */ elementCopy?: ElementCopy }
  /** `elementCopy`: a vector's copy of its std::initializer_list's elements, where the host lowering states one (ElementCopy). */
  | { kind: 'InitList'; elements: Expr[]; elementCopy?: ElementCopy }
  | { kind: 'New'; args: Expr[] }
  /**
   * A lambda used as a value: the function its call operator runs. Or, typed as a function
   * pointer, a function's address (`fp = f`, `&f`); `overloads` is the set `f` named while no
   * target type has picked one of them.
   */
  | { kind: 'FunctionRef'; fn: FunctionInfo; overloads?: readonly FunctionInfo[] }
  /**
   * A call through a function pointer (host only). `addressTaken` is the program's list of
   * functions whose address is taken (complete once checking ends): the call may run any of
   * them of the pointer's type. Also a call of a closure (a capturing lambda): it runs the
   * lambda's function, with what the closure captured; of a generic lambda's, `instance`.
   */
  | { kind: 'CallPointer'; callee: Expr; args: Expr[]; addressTaken: readonly FunctionInfo[]; instance?: FunctionInfo }
  /**
   * Pointers to members, host only (src/sema/member-pointers.ts): `&S::a` (`field`) or `&S::f`
   * (`fn`, the member function lowered to take the object first); `s.*pm`, the member of
   * `object` that `pointer` names; `(s.*pf)(args)`, a call of the member function `pointer`
   * points to, which may be any member function of its type in `addressTaken`.
   */
  | { kind: 'MemberPointerConst'; field: string | null; fn: FunctionInfo | null }
  | { kind: 'MemberPointerAccess'; object: Expr; pointer: Expr }
  | { kind: 'MemberPointerCall'; object: Expr; pointer: Expr; args: Expr[]; addressTaken: readonly FunctionInfo[] }
  /** A library function (`src/library/`), with the overload sema chose; `args` are converted to its parameters. */
  | { kind: 'Intrinsic'; intrinsic: Intrinsic; signature: IntrinsicSignature; args: Expr[] }
  /**
   * `&lvalue`, of pointer type: in restrict(amp) code any pointer value's start (lowered by
   * src/codegen/wgsl/pointers.ts); on the host, a library function's pointer argument or the data
   * of an array_view over one variable.
   */
  | { kind: 'AddressOf'; operand: Expr }
  /**
   * Named temporaries inside an expression, made by the host lowering (src/lower/lower-host.ts),
   * never by `check` and never in amp code: each binding's value is evaluated, in order, into its
   * variable (none sees another's), then `body`, whose value is the Let's. A `variable` declared
   * `isReference` names the object its value designates (a place) rather than a copy of it.
   * `f++` of a float whose old value is used is `Let f_old = f in (f = f_old + 1, f_old)`.
   */
  | { kind: 'Let'; bindings: LetBinding[]; body: Expr }
  /**
   * A copy of the object `operand` designates, of type `type` (the copy's: a parameter's, a
   * variable's, a member's), made by the host lowering (src/lower/host-copies.ts), never by
   * `check` and never in amp code: where C++ copy-initialises a class object, a std container,
   * an array or a closure from an lvalue (a declaration, a by-value argument, a return without
   * NRVO, an assignment, a by-value capture). `copyConstructor`: the user-written copy constructor
   * that runs, where the class declares one (its `clone()` calls it: src/sema/copies.ts).
   */
  | { kind: 'Copy'; operand: Expr; copyConstructor: FunctionInfo | null }
  /**
   * The initialisation of a declaration written without one, made by the host lowering
   * (src/lower/default-inits.ts), never by `check` and never in amp code: `defaultConstructor`, the
   * class's default constructor that runs, its default arguments filled in; null, the type's
   * zero or empty value (members of a class without one default-initialised so).
   */
  | { kind: 'DefaultInit'; defaultConstructor: FunctionInfo | null }
  /**
   * An increment or decrement the host runtime makes in one step, made by the host lowering
   * (src/lower/lower-host.ts), never by `check` and never in amp code: `target` replaced by
   * `value`, which computes the new value from `old` (a variable standing for the target's value
   * before, named nowhere else). Of an array_view's element, one read-modify-write through the
   * view, its subscripts evaluated once (`av[i]++`: `x => int(x + 1)`); of a host pointer, an
   * index or an extent, a store of the new value the runtime makes (`p = pointer.next(p)`).
   * `yields`: the expression's value, the new one, or the old one where the runtime returns it
   * too (a view's element); null where it is not read.
   */
  | { kind: 'Update'; target: Expr; old: Variable; value: Expr; yields: 'new' | 'old' | null };

/**
 * The copy each element is where the host copies one value into many objects (`vector(n, x)`,
 * `v.assign(n, x)`, `v.resize(n, x)`, `v.insert(pos, n, x)`), a range's elements into a new vector
 * (`vector(first, last)`), or a std::initializer_list's elements into a vector: stated by the host
 * lowering (src/lower/host-copies.ts), never by `check`. Of type `type`, by `copyConstructor`
 * where the class declares one, as at a `Copy` node; the printer applies it to each element.
 */
export interface ElementCopy {
  type: Type;
  copyConstructor: FunctionInfo | null;
}

export interface LetBinding {
  variable: Variable;
  value: Expr;
}

/**
 * How a Subview lies in its view: a section from `origin` (null: from zero) of `extent` (null:
 * to the end), row `row` of a view of rank ≥ 2, or the same contiguous elements as `extent`.
 */
export type SubviewPart =
  | { kind: 'section'; origin: Expr | null; extent: Expr | null }
  | { kind: 'project'; row: Expr }
  | { kind: 'viewAs'; extent: Expr }
  /** `reinterpret_as<element>()`: the same bytes as a rank-1 view of `element` (host only). */
  | { kind: 'reinterpret'; element: Type };

export type StreamItem =
  | { kind: 'value'; expr: Expr }
  | { kind: 'manipulator'; name: ManipulatorName; arg: Expr | null };

export type ManipulatorName = 'setw' | 'setprecision' | 'setfill' | 'endl' | 'fixed' | 'scientific' | 'defaultfloat' | 'left' | 'right' | 'flush' | 'boolalpha' | 'noboolalpha'
  | 'hex' | 'dec' | 'oct' | 'hexfloat' | 'internal' | 'showpoint' | 'noshowpoint' | 'showpos' | 'noshowpos' | 'showbase' | 'noshowbase' | 'uppercase' | 'nouppercase' | 'setiosflags' | 'resetiosflags' | 'setbase';

export type LibraryOp =
  | 'vector.push_back' | 'vector.size' | 'vector.clear' | 'vector.resize' | 'vector.begin' | 'vector.end' | 'vector.data'
  /** src/sema/vector-members.ts: `vector.at` is the checked index (args: n); insert (args: pos, n, value); erase (args: first, last). */
  | 'vector.at' | 'vector.empty' | 'vector.pop_back' | 'vector.reserve' | 'vector.assign' | 'vector.swap' | 'vector.insert' | 'vector.erase'
  /** `a == b` and `a < b` of two vectors (receiver: a; args: b), element by element. */
  | 'vector.equal' | 'vector.less'
  /** `new T[n]` of a scalar type (args: n): a host pointer to the block (src/sema/host-pointers.ts). */
  | 'pointer.newArray'
  /** `delete[] p` / `delete p` of scalars (args: p): nothing to run, the garbage collector frees the block. */
  | 'pointer.delete'
  /** `delete p` of a class object whose destruction runs code (args: p): its destructors run, unless p is null. */
  | 'pointer.deleteObject'
  /** `delete p` of a class object whose destructor is virtual (args: p): its own class's destructors run, unless p is null. */
  | 'pointer.deleteVirtualObject'
  /**
   * `new S[n]` (args: n, one default-constructed S): a block of objects, the pointer its first
   * (runtime/object-blocks.ts); `delete[] p` (args: p) destroys them, last first.
   */
  | 'pointer.newObjects' | 'pointer.deleteObjects'
  /** `p + k` (args: p, k) and `p - q` (args: p, q) of pointers into such a block (src/sema/object-pointers.ts). */
  | 'pointer.objectAt' | 'pointer.objectDistance'
  /**
   * C strings (src/sema/host-pointers.ts; args: the StringConst or the `char*`): a literal's
   * `const char*`, a `char[n]` initialized from a literal, a `char*`'s text as a std::string.
   */
  | 'cstring.literal' | 'cstring.array' | 'cstring.toString' | 'string.fill'
  | 'view.synchronize' | 'view.discard_data' | 'view.refresh'
  /** `av.synchronize_async()`: the synchronize, started now; its completion_future. */
  | 'view.synchronizeAsync'
  /** `av.synchronize_to(acc_view)` / `synchronize_to_async(acc_view)` (args: the view); `av.get_source_accelerator_view()`. */
  | 'view.synchronizeTo' | 'view.synchronizeToAsync' | 'view.sourceAcceleratorView'
  | 'array.toVector' | 'array.copyTo'
  /** An array's `get_accelerator_view()` and `get_associated_accelerator_view()` (no args). */
  | 'array.acceleratorView' | 'array.associatedView'
  /** `v.data()`; `src.copy_to(dest)` and `concurrency::copy(src, dest)` between arrays and views. */
  | 'view.data' | 'view.copyTo'
  /** `copy(first[, last], dest)` from a host container (args: container, start, count or -1, dest); `copy(src, first)` into one (args: src, container, start). */
  | 'copy.fromHost' | 'copy.toHost'
  /** `std::vector<T> v(first, last)`: args (container, start, end), positions in one host container. */
  | 'vector.fromRange'
  /**
   * A host pointer one element further or back (receiver: the pointer; no args), and an index or
   * extent with every component one more or less: the steps of `++`/`--` (src/lower/lower-host.ts
   * `Update`), and how `p++` gets its old value back from the new one.
   */
  | 'pointer.next' | 'pointer.previous' | 'index.next' | 'index.previous'
  /** src/lower/component-stores.ts: the index or extent `receiver` with component args[0] made args[1]. */
  | 'index.withComponent'
  /** `v.erase(it)` with a kept iterator: its position in the receiver vector's elements (args: the pointer). */
  | 'pointer.indexIn'
  /** `withChar(s, i, c)`: s with its character i replaced (args: string, index, char), for `s[i] = c` (src/sema/string-characters.ts). */
  | 'string.withChar'
  | 'string.at' | 'string.size' | 'extent.size' | 'tiledExtent.extent' | 'tiledExtent.pad' | 'tiledExtent.truncate'
  | 'exception.what'
  /** `ex.get_error_code()`, `ex.get_view_removed_reason()` of a C++ AMP exception (src/library/amp-exceptions.ts). */
  | 'exception.errorCode'
  | 'exception.viewRemovedReason'
  /** `: std::runtime_error(m)` in a constructor of a class derived from it: sets the object's what() (src/sema/exception-classes.ts). */
  | 'exception.setWhat'
  | 'windows.GetStdHandle' | 'windows.SetConsoleTextAttribute' | 'windows.SetConsoleScreenBufferSize' | 'windows.SetConsoleWindowInfo';

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^' | '<' | '>' | '<=' | '>=' | '==' | '!=' | ',';

export interface Block {
  kind: 'Block';
  statements: Stmt[];
  span: Span;
}

export type Stmt =
  | Block
  /**
   * `staticGuard`: a host function's `static` local with a dynamic initialiser (its variable is a
   * global, src/sema/static-locals.ts): `init` runs the first time control passes here, when the
   * guard, a global bool, is still false.
   * `storageOnly`: a temporary's place, which an object is made in later (argument-order.ts): no
   * constructor runs at the declaration, where C++ has none.
   */
  | { kind: 'VarDecl'; variable: Variable; init: Expr | null; span: Span; staticGuard?: Variable; storageOnly?: true }
  | { kind: 'ExprStmt'; expr: Expr; span: Span }
  | { kind: 'If'; cond: Expr; then: Stmt; otherwise: Stmt | null; span: Span }
  | { kind: 'For'; init: Stmt | null; cond: Expr | null; step: Expr | null; body: Stmt; span: Span }
  | { kind: 'While'; cond: Expr; body: Stmt; span: Span }
  | { kind: 'DoWhile'; body: Stmt; cond: Expr; span: Span }
  | { kind: 'Switch'; cond: Expr; cases: { values: Expr[] | 'default'; body: Stmt[] }[]; span: Span }
  | { kind: 'Break'; span: Span }
  | { kind: 'Continue'; span: Span }
  | { kind: 'Return'; value: Expr | null; span: Span }
  /**
   * `catchesType`: a handler of a type other than the library's exception classes, by the name
   * its thrown values carry (src/sema/thrown-types.ts); a class handler also takes derived classes.
   * `copiesThrown`: the handler's variable is a copy of the thrown object (a class of the program
   * caught by value; a rethrow throws the original), set by the host lowering (src/lower/host-copies.ts).
   */
  | { kind: 'Try'; body: Block; handlers: { variable: Variable | null; body: Block; catchesType?: string; copiesThrown?: true }[]; span: Span }
  /** `boxedAs`: a value other than a library exception object, thrown with its type's name (thrown-types.ts). */
  | { kind: 'Throw'; value: Expr | null; span: Span; boxedAs?: string }
  /** Host code only: restrict(amp) code has no goto. A label is a statement of its own, before the one it names. */
  | { kind: 'Goto'; label: string; span: Span }
  | { kind: 'Label'; label: string; span: Span };

export interface Program {
  structs: StructInfo[];
  /** `firstPass`: a static local initialised where its declaration runs (VarDecl.staticGuard), so assigned later even if const. */
  globals: { variable: Variable; init: Expr | null; firstPass?: true }[];
  functions: FunctionInfo[];
  kernels: Kernel[];
  main: FunctionInfo | null;
  /** Above every Variable id check gave: a later stage's own variables (src/lower/temporaries.ts) are numbered from here. */
  nextVariableId: number;
  /** Which views the class objects of amp code hold (src/sema/struct-views.ts), found once by sema. */
  readonly structViews: StructViews;
}
