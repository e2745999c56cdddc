/**
 * The syntax tree of the C++ subset ampc reads. Purely syntactic: names are
 * unresolved, types are spelled as written. Every node has a `span`.
 * Sema (`src/sema`) turns this into the typed program.
 */
import type { Span } from '../source.js';

// ---------------------------------------------------------------- types as written

/** A name as written, possibly qualified (`std::vector`, `::x`) and with template arguments on the last part. */
export interface QualifiedName {
  parts: string[];
  templateArgs: TemplateArg[] | null;
  /**
   * Template arguments written on a qualifier, by part index: `std::numeric_limits<float>::max`
   * has `[1] = [float]`. Absent when no qualifier has any.
   */
  qualifierArgs?: (TemplateArg[] | null)[];
  /** `::x`, `::N::f`: written with a leading `::`, so looked up from the global namespace (not in `parts`). */
  rooted?: true;
  span: Span;
}

export type TemplateArg = { kind: 'TypeArg'; type: TypeRef; span: Span } | { kind: 'ExprArg'; expr: Expr; span: Span };

export type TypeSpec =
  /** `int`, `unsigned int`, `long long`, `void`, ... : the keywords in source order. */
  | { kind: 'BuiltinTypeSpec'; keywords: string[]; span: Span }
  | { kind: 'NamedTypeSpec'; name: QualifiedName; span: Span }
  /** `auto` */
  | { kind: 'AutoTypeSpec'; span: Span }
  /**
   * `decltype(expr)`: the type of an expression that is not evaluated. `parenthesized`: the
   * operand starts with `(`, which makes `decltype((x))` an lvalue's type, `T&` ([dcl.type.decltype]).
   */
  | { kind: 'DecltypeTypeSpec'; expr: Expr; parenthesized: boolean; span: Span };

/** A type as written in a declaration: specifier plus declarator parts. */
export interface TypeRef {
  spec: TypeSpec;
  isConst: boolean;
  isVolatile: boolean;
  /** One entry per `*`, innermost first; `true` when that pointer is itself `const`. */
  pointers: { isConst: boolean; span: Span }[];
  reference: '&' | '&&' | null;
  /** `[N]` dimensions, outermost first; `null` for `[]`. */
  arrayDims: (Expr | null)[];
  /** `int (*f)(int)`: a pointer to a function (host code only: C++ AMP forbids them in amp code). */
  isFunctionPointer?: boolean;
  /** With isFunctionPointer: the function type itself (`typedef int f(int);`, `using f = int(int);`), of which `f*` is the pointer. */
  functionType?: boolean;
  /** The parameters of the function a function pointer points to (`spec` and `pointers` are its return type). */
  functionParams?: { params: Param[]; isVariadic: boolean };
  /**
   * `int S::*pm` (spec and pointers are the member's type) and `int (S::*f)(int) const` (with
   * `isFunctionPointer`): a pointer to a member of class `memberOf`; `memberConst` for a const method.
   */
  memberOf?: QualifiedName;
  memberConst?: boolean;
  /** `int (*p)[3]`: a pointer to an array (`pointers` is empty and `arrayDims` the array's); sema makes it a pointer to that array (resolve-type.ts). */
  pointerToArray?: boolean;
  span: Span;
}

export interface StorageSpecifiers {
  /** `typedef int (*Fn)(int);` declares a type name, not a variable. */
  isTypedef: boolean;
  isStatic: boolean;
  isTileStatic: boolean;
  isExtern: boolean;
  isThreadLocal: boolean;
  isConstexpr: boolean;
  isInline: boolean;
  isVirtual: boolean;
  /** Where each specifier was written, for diagnostics. */
  spans: Partial<Record<'static' | 'tile_static' | 'extern' | 'thread_local' | 'constexpr' | 'inline' | 'virtual', Span>>;
}

export interface Restriction {
  name: string; // 'cpu' | 'amp' | anything the user wrote (sema rejects unknown ones)
  span: Span;
}

// ---------------------------------------------------------------- declarations

export type Initializer =
  | { style: 'equals'; value: Expr; span: Span }
  | { style: 'paren'; args: Expr[]; span: Span }
  | { style: 'brace'; args: Expr[]; span: Span };

/** A class member's access; a member without one is public. */
export type Access = 'public' | 'protected' | 'private';

export interface VarDecl {
  kind: 'VarDecl';
  /** A class member declared under `private:` or `protected:` (or before any specifier in a `class`). */
  access?: Access;
  name: string;
  nameSpan: Span;
  type: TypeRef;
  storage: StorageSpecifiers;
  init: Initializer | null;
  /** Bit-field width (`int x : 3`), only in structs. */
  bitWidth: Expr | null;
  /** `auto [a, b] = p;`: a structured binding's names (`name` is then empty). */
  bindings?: { name: string; span: Span }[];
  /** `int S::count = 0;`: the class (or namespace) the declared name is a member of. */
  qualifier?: string[];
  /** `int Box<float>::count = 5;`: template arguments on the qualifier's parts, indexed like `qualifier`. */
  qualifierArgs?: (TemplateArg[] | null)[];
  span: Span;
}

export interface Param {
  name: string | null;
  nameSpan: Span | null;
  type: TypeRef;
  defaultValue: Expr | null;
  span: Span;
}

export interface FunctionDecl {
  kind: 'FunctionDecl';
  /** A member function declared under `private:` or `protected:` (or before any specifier in a `class`). */
  access?: Access;
  name: QualifiedName;
  returnType: TypeRef;
  params: Param[];
  isVariadic: boolean;
  restrictions: Restriction[];
  storage: StorageSpecifiers;
  /** `throw()` / `noexcept` written after the parameters. */
  exceptionSpec: Span | null;
  /** The specification promises no exception (`noexcept`, `noexcept(true)`, `throw()`): one escaping calls std::terminate. */
  nothrow?: boolean;
  /** `noexcept(condition)` other than `true`/`false`: nothrow where the constant is true (src/sema/noexcept.ts). */
  noexceptCondition?: Expr;
  isConstMethod: boolean;
  body: Block | null;
  /** Constructors and destructors (their `returnType` is `void`). */
  special: 'constructor' | 'destructor' | null;
  /** A constructor's `: a(x), b{y}` (a member, a base, or the class itself when delegating). */
  memberInits: MemberInit[];
  /** `= default` (or `= delete`, which sets `isDeleted` too) */
  isDefaulted: boolean;
  /** A constructor declared `= delete` (src/sema/copies.ts: a deleted copy constructor). */
  isDeleted?: boolean;
  /** A constructor or conversion function declared `explicit`: no implicit conversion or copy-initialisation uses it. */
  isExplicit?: true;
  /**
   * A conversion function ([class.conv.fct], `operator double() const`): `returnType` is the type
   * after `operator`, and the name's last part is `operator ` and that type as spelled.
   */
  conversion?: true;
  /** `virtual void f() = 0;` */
  isPure?: boolean;
  /** `override` / `final` written after the parameters (and restrictions). */
  virtSpecifiers?: { name: 'override' | 'final'; span: Span }[];
  /** A member function declared `static`. */
  span: Span;
}

export interface MemberInit {
  name: string;
  /** `: Base<T>(x)`, a base class that is a template instance. */
  templateArgs?: TemplateArg[];
  args: Expr[];
  /** `m{a, b}` (list-initialization: an initializer-list constructor goes first), not `m(a, b)`. */
  braced?: true;
  span: Span;
}

export interface StructDecl {
  kind: 'StructDecl';
  keyword: 'struct' | 'class' | 'union';
  name: string;
  nameSpan: Span;
  fields: VarDecl[];
  methods: FunctionDecl[];
  /** The base-specifier list `: public B` (sema accepts one non-virtual base). */
  bases?: BaseSpecifier[];
  /** `false` for a forward declaration `struct S;`. */
  isDefinition: boolean;
  /** `struct S final { ... }`: no class may derive from it. */
  isFinal?: true;
  /** `template <typename T> struct S<T*> {...}`: the arguments of a (partial or explicit) specialisation. */
  specializationArgs?: TemplateArg[];
  /** `static_assert`s among the members, checked with the class (so per instance of a template). */
  staticAsserts?: StaticAssert[];
  /** Member function templates and templated constructors (`template <typename U> U get(U x) const`). */
  memberTemplates?: TemplateDecl[];
  /** `friend` function declarations and hidden friends defined in the class: functions of the enclosing namespace. */
  friendFunctions?: FunctionDecl[];
  /** The names its `friend` declarations grant access to: classes, functions, templates of either. */
  friendNames?: string[];
  /** Classes and enums declared in the class (`struct In { ... };`, `enum Mode { A, B };`), in order. */
  nestedTypes?: NestedType[];
  /** `using Base::f;` among the members (ampc reports these). */
  usingDeclarations?: UsingDeclaration[];
  /**
   * `struct Outer::In { ... };`: the class a nested class defined outside it is declared in
   * (the names before the class's own).
   */
  qualifier?: string[];
  /** `struct In { ... } a, *p;`: the variables (or members) declared with the definition, their types naming it. */
  declarators?: VarDecl[];
  span: Span;
}

/**
 * A class or enum declared in a class. `fieldsBefore`: how many of the class's `fields` (its
 * members and typedefs, in order) are declared before it, so a member typedef sees only the
 * nested types declared before it, as in C++.
 */
export interface NestedType {
  decl: StructDecl | EnumDecl;
  access?: Access;
  fieldsBefore: number;
  /** `union { int i; float f; };`: an anonymous union (or struct), whose members would be the class's own. */
  isAnonymousMember?: boolean;
}

/**
 * The name the parser gives a class declared without one (`struct { int x, y; } pos;`), which no
 * C++ identifier can spell (sema names it for the generated code).
 */
export function isUnnamedClass(name: string): boolean {
  return name.startsWith('<unnamed ');
}

export interface BaseSpecifier {
  name: QualifiedName;
  access: 'public' | 'private' | 'protected' | null;
  isVirtual: boolean;
  span: Span;
}

export interface EnumDecl {
  kind: 'EnumDecl';
  name: string | null;
  isScoped: boolean;
  base: TypeRef | null;
  enumerators: { name: string; value: Expr | null; span: Span }[];
  span: Span;
}

export interface TypedefDecl {
  kind: 'TypedefDecl';
  name: string;
  type: TypeRef;
  span: Span;
}

export interface UsingDirective {
  kind: 'UsingDirective';
  namespace: string[];
  span: Span;
}

export interface UsingDeclaration {
  kind: 'UsingDeclaration';
  name: QualifiedName;
  span: Span;
}

export interface NamespaceDecl {
  kind: 'NamespaceDecl';
  name: string;
  decls: TopLevelDecl[];
  span: Span;
}

/** A declaration ampc parses only to report it (templates for now). */
export interface UnsupportedDecl {
  kind: 'UnsupportedDecl';
  what: string;
  span: Span;
}

/** `static_assert(cond, "message");` (the message optional, as in C++17). */
export interface StaticAssert {
  kind: 'StaticAssert';
  cond: Expr;
  message: string | null;
  span: Span;
}

/** `typename T`, `class T = int`, `int N`, `int N = 4`. */
export type TemplateParam =
  | { kind: 'TypeParam'; name: string; default: TypeRef | null; span: Span }
  | { kind: 'ValueParam'; name: string; type: TypeRef; default: Expr | null; span: Span };

/** `template <params> declaration`: a function or class template (or an explicit specialisation, with no params). */
export interface TemplateDecl {
  kind: 'TemplateDecl';
  params: TemplateParam[];
  /** A VarDecl is a class template's static data member defined outside the class (`template <class T> int S<T>::n = 0;`). */
  decl: FunctionDecl | StructDecl | VarDecl;
  /** `template <class U> friend ...` in a class: a declaration that grants access only (the class drops it). */
  isFriend?: boolean;
  span: Span;
}

export type TopLevelDecl =
  | TemplateDecl
  | DeclGroup
  | FunctionDecl
  | StructDecl
  | EnumDecl
  | TypedefDecl
  | UsingDirective
  | UsingDeclaration
  | NamespaceDecl
  | StaticAssert
  | UnsupportedDecl;

/** `int a = 1, b[3];` — one declaration statement with several declarators. */
export interface DeclGroup {
  kind: 'DeclGroup';
  decls: VarDecl[];
  span: Span;
}

export interface TranslationUnit {
  kind: 'TranslationUnit';
  decls: TopLevelDecl[];
  span: Span;
}

// ---------------------------------------------------------------- statements

export interface Block {
  kind: 'Block';
  statements: Stmt[];
  span: Span;
}

export interface CatchClause {
  /** `null` for `catch (...)`. */
  param: VarDecl | null;
  body: Block;
  span: Span;
}

export type Stmt =
  | Block
  | { kind: 'DeclStmt'; group: DeclGroup; span: Span }
  /** A declaration that is not a variable, in a block: a local type, an alias, a using-directive or -declaration. */
  | { kind: 'LocalStructStmt'; decl: StructDecl | EnumDecl | TypedefDecl | UsingDirective | UsingDeclaration | StaticAssert; span: Span }
  | { kind: 'ExprStmt'; expr: Expr; span: Span }
  /** `isConstexpr`: C++17's `if constexpr`, whose condition is a constant and whose other branch is discarded. */
  | { kind: 'IfStmt'; cond: Expr; then: Stmt; otherwise: Stmt | null; isConstexpr?: boolean; span: Span }
  | { kind: 'ForStmt'; init: Stmt | null; cond: Expr | null; step: Expr | null; body: Stmt; span: Span }
  /** `for (decl : range) body`; `decl` has no initializer. */
  | { kind: 'RangeForStmt'; decl: VarDecl; range: Expr; body: Stmt; span: Span }
  | { kind: 'WhileStmt'; cond: Expr; body: Stmt; span: Span }
  | { kind: 'DoWhileStmt'; body: Stmt; cond: Expr; span: Span }
  | { kind: 'SwitchStmt'; cond: Expr; body: Stmt; span: Span }
  | { kind: 'CaseLabel'; value: Expr; span: Span }
  | { kind: 'DefaultLabel'; span: Span }
  | { kind: 'BreakStmt'; span: Span }
  | { kind: 'ContinueStmt'; span: Span }
  | { kind: 'ReturnStmt'; value: Expr | null; span: Span }
  | { kind: 'GotoStmt'; label: string; span: Span }
  | { kind: 'LabelStmt'; label: string; span: Span }
  | { kind: 'TryStmt'; body: Block; handlers: CatchClause[]; span: Span }
  | { kind: 'ThrowStmt'; value: Expr | null; span: Span }
  | { kind: 'AsmStmt'; span: Span }
  | { kind: 'EmptyStmt'; span: Span }
  /** What the parser produced where it had to skip tokens after a syntax error. */
  | { kind: 'ErrorStmt'; span: Span };

// ---------------------------------------------------------------- expressions

export type BinaryOp =
  | '+' | '-' | '*' | '/' | '%'
  | '<<' | '>>'
  | '<' | '>' | '<=' | '>=' | '==' | '!='
  | '&' | '|' | '^' | '&&' | '||'
  | ',';

export type AssignOp = '=' | '+=' | '-=' | '*=' | '/=' | '%=' | '<<=' | '>>=' | '&=' | '|=' | '^=';

export type UnaryOp = '-' | '+' | '!' | '~' | 'pre++' | 'pre--' | 'post++' | 'post--' | 'deref' | 'addressOf';

export type CastStyle = 'c' | 'functional' | 'static_cast' | 'reinterpret_cast' | 'const_cast' | 'dynamic_cast';

export interface LambdaCapture {
  name: string;
  byReference: boolean;
  /** C++14's init-capture (`[x = expr]`, `[&r = y]`): a variable of the closure's own, named `name`, initialised from `init`. */
  init?: Expr;
  span: Span;
}

export interface LambdaExpr {
  kind: 'Lambda';
  captureDefault: '=' | '&' | null;
  captureDefaultSpan: Span | null;
  captures: LambdaCapture[];
  params: Param[];
  restrictions: Restriction[];
  returnType: TypeRef | null;
  body: Block;
  span: Span;
  /** `[c]() mutable { ++c; }`: the by-value captures are the closure's own, writable state. */
  isMutable?: boolean;
}

export type Expr =
  | { kind: 'IntLiteral'; value: bigint; isUnsigned: boolean; isLong: boolean; text: string; span: Span }
  | { kind: 'FloatLiteral'; value: number; isFloat: boolean; text: string; span: Span }
  | { kind: 'CharLiteral'; value: number; text: string; span: Span }
  | { kind: 'StringLiteral'; value: string; span: Span }
  | { kind: 'BoolLiteral'; value: boolean; span: Span }
  | { kind: 'NullptrLiteral'; span: Span }
  | { kind: 'ThisExpr'; span: Span }
  | { kind: 'NameExpr'; name: QualifiedName; span: Span }
  /** `qualifier`: the class in `d.Base::f()`. */
  | { kind: 'MemberExpr'; object: Expr; member: string; memberSpan: Span; arrow: boolean; opSpan: Span; templateArgs: TemplateArg[] | null; qualifier?: string; span: Span }
  /** `s.*pm`, `p->*pm`: the member a pointer to member names, of an object. */
  | { kind: 'MemberPointerExpr'; object: Expr; pointer: Expr; arrow: boolean; opSpan: Span; span: Span }
  | { kind: 'SubscriptExpr'; object: Expr; index: Expr; bracketSpan: Span; span: Span }
  | { kind: 'CallExpr'; callee: Expr; args: Expr[]; span: Span }
  | { kind: 'UnaryExpr'; op: UnaryOp; operand: Expr; opSpan: Span; span: Span }
  | { kind: 'BinaryExpr'; op: BinaryOp; left: Expr; right: Expr; opSpan: Span; span: Span }
  | { kind: 'AssignExpr'; op: AssignOp; target: Expr; value: Expr; opSpan: Span; span: Span }
  | { kind: 'ConditionalExpr'; cond: Expr; then: Expr; otherwise: Expr; span: Span }
  | { kind: 'CastExpr'; style: CastStyle; type: TypeRef; operand: Expr; span: Span }
  /** `T(args)` / `T{args}` where T is a type: construction of a temporary (also `index<2>(0,0)`). */
  | { kind: 'ConstructExpr'; type: TypeRef; args: Expr[]; braces: boolean; span: Span }
  | { kind: 'SizeofExpr'; operand: { type: TypeRef } | { expr: Expr }; span: Span }
  /** `noexcept(e)`: whether `e` cannot throw (unevaluated), a bool constant. */
  | { kind: 'NoexceptExpr'; operand: Expr; span: Span }
  | { kind: 'NewExpr'; type: TypeRef; args: Expr[] | null; arraySize: Expr | null; span: Span }
  | { kind: 'DeleteExpr'; operand: Expr; isArray: boolean; span: Span }
  | { kind: 'TypeidExpr'; span: Span }
  | { kind: 'InitListExpr'; elements: Expr[]; span: Span }
  | LambdaExpr;

export type ExprKind = Expr['kind'];
export type StmtKind = Stmt['kind'];
