/**
 * Random whole C++ AMP programs for differential testing against g++: globals, a struct, an
 * enum, helper functions (restrict(amp, cpu) and host-only, overloaded, with default arguments),
 * templates, capture-less lambdas, host statements over every integer and float type, and
 * kernels (plain, 2-D and tiled with tile_static and a barrier) whose results the host prints.
 * Every program is free of undefined behaviour (see expressions.ts), so g++'s output is the
 * one right answer.
 */
import { commonType, hostTypes, is64, isFloating, kernelTypes, promote, spelling, typeRange, type CType } from './ctypes.js';
import { binaryOp, fitTo, genExpr, indexExpr, literal, type BinaryOp, type Expr, type ExprContext, type FunctionSig, type Var } from './expressions.js';
import { ClassGenerator } from './classes.js';
import { AlgorithmGenerator } from './algorithms.js';
import { ClosureGenerator } from './closures.js';
import { ContainerGenerator } from './containers.js';
import type { Surroundings } from './family.js';
import { PointerGenerator } from './pointers.js';
import { SwitchGenerator } from './switches.js';
import { Random } from './random.js';

export interface ProgramOptions {
  /**
   * Leave out constructs with known, reported ampc bugs (test/fuzz/found/), so that a run
   * finds new ones instead of the same one again.
   */
  avoidKnownBugs: boolean;
  /** Kernels per program. */
  kernels: number;
  /** Statements per host block. */
  statements: number;
  /** Classes with constructors, operators, a class template, inheritance and a functor kernel (classes.ts). */
  classes: boolean;
  /** Pointers, switch and goto, containers, closures, algorithms over class objects (pointers.ts, switches.ts, containers.ts, closures.ts, algorithms.ts). */
  families: boolean;
}

export const defaultProgramOptions: ProgramOptions = { avoidKnownBugs: true, kernels: 2, statements: 8, classes: true, families: true };

/** The construct families, each with its own random source (family.ts). */
export class Families {
  readonly pointers: PointerGenerator;
  readonly switches: SwitchGenerator;
  readonly containers: ContainerGenerator;
  readonly closures: ClosureGenerator;
  readonly algorithms: AlgorithmGenerator;

  constructor(seed: number, avoidKnownBugs: boolean) {
    this.pointers = new PointerGenerator(seed, avoidKnownBugs);
    this.switches = new SwitchGenerator(seed, avoidKnownBugs);
    this.containers = new ContainerGenerator(seed, avoidKnownBugs);
    this.closures = new ClosureGenerator(seed, avoidKnownBugs);
    this.algorithms = new AlgorithmGenerator(seed, avoidKnownBugs);
  }

  text(): string[] {
    return [...this.pointers.text(), ...this.switches.text(), ...this.containers.text(), ...this.closures.text(), ...this.algorithms.text()];
  }

  /** Each family's host block and kernels, in main's scope (whose variables they read). */
  statements(around: Surroundings, count: number): string[] {
    return [
      ...this.pointers.hostStatements(around, count),
      ...this.switches.hostStatements(around),
      ...this.containers.hostStatements(around, count),
      ...this.closures.hostStatements(around),
      ...this.algorithms.hostStatements(around, count),
      ...this.pointers.kernel(around, Math.ceil(count / 2)),
      ...this.closures.kernel(around),
    ];
  }
}

const TEMPLATES = `template <typename T> T tmax(T a, T b) restrict(amp, cpu) { return a > b ? a : b; }
template <typename T> T tsel(bool c, T a, T b) restrict(amp, cpu) { return c ? a : b; }
template <int K> int tscale(int x) restrict(amp, cpu) { return x * K; }
template <typename T> T hmax(T a, T b) { return a > b ? a : b; }
template <typename T> T hsel(bool c, T a, T b) { return c ? a : b; }`;

const STRUCT_FIELDS: readonly { name: string; type: CType; lo: number; hi: number; frac: number }[] = [
  { name: 'a', type: 'int', lo: -1000, hi: 1000, frac: 0 },
  { name: 'b', type: 'uint', lo: 0, hi: 4294967295, frac: 0 },
  { name: 'c', type: 'float', lo: -64, hi: 64, frac: 3 },
];

class Generator {
  private readonly functions: FunctionSig[] = [];
  private readonly definitions: string[] = [];
  private readonly lambdas: string[] = [];
  private readonly scopes: Var[][] = [[]];
  private amp = false;
  private counter = 0;
  private loopDepth = 0;
  /** In a kernel or a restrict(amp)-only helper: functions with reference parameters may be called. */
  private refCalls = false;
  /** The function being generated. */
  private current = '';

  constructor(
    private readonly random: Random,
    private readonly options: ProgramOptions,
    /** The class part, with its own random source: the rest of the program does not depend on it. */
    private readonly classes: ClassGenerator | null,
    /** The construct families, each with its own random source. */
    private readonly families: Families | null,
  ) {}

  private fresh(prefix: string): string {
    return `${prefix}${this.counter++}`;
  }

  private context(): ExprContext {
    return {
      random: this.random,
      amp: this.amp,
      vars: () => this.scopes.flat().filter((v) => !this.amp || kernelTypes.includes(v.type)),
      // A function's own name is not callable in its body: that could be recursion.
      // Nor is another lambda in a lambda's body: C++ needs it captured (negative/cases/lambda-calls-uncaptured-lambda.cpp).
      functions: this.functions.filter((f) => (!f.byRef || !f.amp) && f.name !== this.current && !(this.current.startsWith('L') && f.name.startsWith('L'))),
      templates: true,
      avoidKnownBugs: this.options.avoidKnownBugs,
      referenceArguments: this.amp ? undefined : () => this.fullRangeInts().filter((v) => v.length === undefined).map((v) => v.name),
    };
  }

  /** The variables (and arrays) a function's `int& r0` may be bound to: writable ints whose interval is every int. */
  private fullRangeInts(): Var[] {
    return this.visible().filter((v) => !v.readonly && v.type === 'int' && v.lo === -2147483648 && v.hi === 2147483647);
  }

  private expr(depth = 3): Expr {
    return genExpr(this.context(), depth);
  }

  private types(): readonly CType[] {
    return this.amp ? kernelTypes : hostTypes;
  }

  /** The invariant interval a new variable of type `t` keeps for its whole life. */
  private rangeFor(t: CType): { lo: number; hi: number; frac: number } {
    const r = this.random;
    switch (t) {
      case 'int':
        return r.weighted([[{ lo: -100, hi: 100, frac: 0 }, 2], [{ lo: -30000, hi: 30000, frac: 0 }, 2], [{ lo: -2147483648, hi: 2147483647, frac: 0 }, 1]]);
      case 'uint':
        return r.chance(0.5) ? { lo: 0, hi: 1000, frac: 0 } : { lo: 0, hi: 4294967295, frac: 0 };
      case 'long':
      case 'llong':
        return r.weighted([[{ lo: -100, hi: 100, frac: 0 }, 1], [{ lo: -(2 ** 40), hi: 2 ** 40, frac: 0 }, 2], [{ ...fullRange(t), frac: 0 }, 2]]);
      case 'ulong':
      case 'ullong':
        return r.chance(0.4) ? { lo: 0, hi: 2 ** 40, frac: 0 } : { ...fullRange(t), frac: 0 };
      case 'float':
        return this.amp || r.chance(0.3) ? { lo: -4096, hi: 4096, frac: 4 } : { lo: -1e6, hi: 1e6, frac: -1 };
      case 'double':
        return { lo: -1e12, hi: 1e12, frac: -1 };
      default: {
        const [lo, hi] = typeRange(t);
        return { lo, hi, frac: 0 };
      }
    }
  }

  private declare(v: Var): void {
    this.scopes[this.scopes.length - 1]!.push(v);
  }

  private visible(): Var[] {
    return this.scopes.flat().filter((v) => !this.amp || kernelTypes.includes(v.type));
  }

  /** `e` as a value that keeps `v`'s invariant. */
  private valueFor(v: { type: CType; lo: number; hi: number; frac: number }, e: Expr): string {
    const ctx = this.context();
    if (isFloating(v.type)) {
      const f = fitTo(ctx, e, v.type, v.lo, v.hi);
      if (v.frac >= 0 && (f.frac < 0 || f.frac > v.frac)) return `${this.random.int(Math.max(v.lo, -8), Math.min(v.hi, 8))}.0${v.type === 'float' ? 'f' : ''}`;
      return f.text;
    }
    return fitTo(ctx, e, v.type, v.lo, v.hi).text;
  }

  private block(statements: number, depth: number, extra: Var[] = []): string[] {
    this.scopes.push([...extra]);
    const lines: string[] = [];
    for (let i = 0; i < statements; i++) lines.push(...this.statement(depth));
    this.scopes.pop();
    return lines;
  }

  private indent(lines: string[]): string[] {
    return lines.map((l) => `    ${l}`);
  }

  private statement(depth: number): string[] {
    const r = this.random;
    // No printing in functions: the order in which a call's arguments are evaluated is
    // unspecified, so output from calls in arguments would have no single right order.
    const kind = r.weighted<string>([
      ['decl', 4], ['array', 1], ['assign', 4], ['compound', 3], ['incdec', 1], ['struct', this.amp ? (this.current !== '' && this.options.avoidKnownBugs ? 0 : 0.5) : 1],
      ['if', depth > 0 ? 2 : 0], ['for', depth > 0 ? 2 : 0], ['while', depth > 0 ? 1 : 0], ['switch', depth > 0 ? 1 : 0],
      ['jump', this.loopDepth > 0 ? 1 : 0], ['print', this.amp || this.current !== '' ? 0 : 1], ['printf', this.amp || this.current !== '' ? 0 : 0.5], ['refcall', this.refCalls ? 2 : 0],
    ]);
    switch (kind) {
      case 'decl': {
        const t = r.pick(this.types());
        const range = this.rangeFor(t);
        if (!this.amp && !isFloating(t) && t !== 'bool' && r.chance(is64(t) ? 0.3 : 0.1)) {
          // constexpr: its initializer is folded by ampc (const-eval), not computed at run time.
          const v: Var = { name: this.fresh('c'), type: t, ...range, readonly: true, constant: true };
          const ctx: ExprContext = { ...this.context(), constant: true, vars: () => this.scopes.flat().filter((x) => x.constant === true) };
          const text = `constexpr ${spelling(t)} ${v.name} = ${fitTo(ctx, genExpr(ctx, 3), v.type, v.lo, v.hi).text};`;
          this.declare(v);
          return [text];
        }
        const constant = r.chance(0.15);
        const v: Var = { name: this.fresh('v'), type: t, ...range, readonly: constant };
        const text = `${constant ? 'const ' : ''}${spelling(t)} ${v.name} = ${this.valueFor(v, this.expr())};`;
        this.declare(v);
        return [text];
      }
      case 'array': {
        const t = r.pick(this.types().filter((x) => x !== 'bool'));
        const range = this.rangeFor(t);
        const length = r.pick([2, 4, 8]);
        const v: Var = { name: this.fresh('a'), type: t, ...range, readonly: false, length };
        const items = Array.from({ length }, () => braced(t, this.valueFor(v, this.expr(1))));
        this.declare(v);
        return [`${spelling(t)} ${v.name}[${length}] = { ${items.join(', ')} };`];
      }
      case 'struct': {
        const name = this.fresh('s');
        const items = STRUCT_FIELDS.map((f) => braced(f.type, this.valueFor(f, this.expr(1))));
        for (const f of STRUCT_FIELDS) this.declare({ name: `${name}.${f.name}`, type: f.type, lo: f.lo, hi: f.hi, frac: f.frac, readonly: false });
        return [`S ${name} = { ${items.join(', ')} };`];
      }
      case 'assign': {
        const targets = this.visible().filter((v) => !v.readonly);
        if (targets.length === 0) return [];
        const v = r.pick(targets);
        const lhs = v.length === undefined ? v.name : `${v.name}[${indexExpr(this.context(), v.length)}]`;
        return [`${lhs} = ${this.valueFor(v, this.expr())};`];
      }
      case 'compound': {
        const targets = this.visible().filter((v) => !v.readonly && v.type !== 'bool');
        if (targets.length === 0) return [];
        const v = r.pick(targets);
        const op = r.pick(['+', '-', '*', '/', '%', '&', '|', '^', '<<', '>>'] as BinaryOp[]);
        const lhs = v.length === undefined ? v.name : `${v.name}[${indexExpr(this.context(), v.length)}]`;
        const self: Expr = { text: lhs, type: v.type, lo: v.lo, hi: v.hi, frac: v.frac };
        const rhs = this.expr(2);
        const result = binaryOp(this.context(), op, self, rhs);
        const plain = result !== null && result.text === `${/^[A-Za-z0-9_.]+$/.test(lhs) ? lhs : `(${lhs})`} ${op} ${/^[A-Za-z0-9_.]+$/.test(rhs.text) ? rhs.text : `(${rhs.text})`}`;
        // In a kernel, `x op= y` with y of another type (fixed: oracle-programs/fuzz-amp-compound-assign-precedence.cpp;
        // still left out, so the fixed seeds keep generating the programs CI expects).
        const mixed = this.amp && this.options.avoidKnownBugs && commonType(v.type, rhs.type) !== v.type;
        if (result !== null && plain && !mixed && this.valueFor(v, result) === result.text) return [`${lhs} ${op}= ${rhs.text};`];
        if (result === null) return [];
        return [`${lhs} = ${this.valueFor(v, result)};`];
      }
      case 'incdec': {
        // ++ and -- on full-range unsigned and narrow types: they wrap (narrow ones convert back).
        const targets = this.visible().filter((v) => !v.readonly && v.length === undefined && ['uint', 'ulong', 'ullong', 'char', 'schar', 'uchar', 'short', 'ushort'].includes(v.type) && [v.lo, v.hi].join() === typeRange(v.type).join());
        if (targets.length === 0) return [];
        const v = r.pick(targets);
        return [r.pick([`${v.name}++;`, `++${v.name};`, `${v.name}--;`, `--${v.name};`])];
      }
      case 'if': {
        const lines = [`if (${this.expr(2).text}) {`, ...this.indent(this.block(r.int(1, 3), depth - 1)), '}'];
        if (r.chance(0.5)) lines.push('else {', ...this.indent(this.block(r.int(1, 3), depth - 1)), '}');
        return lines;
      }
      case 'for': {
        const i = this.fresh('i');
        const n = r.int(1, 5);
        this.loopDepth++;
        const body = this.block(r.int(1, 3), depth - 1, [{ name: i, type: 'int', lo: 0, hi: n - 1, frac: 0, readonly: true }]);
        this.loopDepth--;
        return [`for (int ${i} = 0; ${i} < ${n}; ${i}++) {`, ...this.indent(body), '}'];
      }
      case 'while': {
        const w = this.fresh('w');
        const n = r.int(1, 4);
        this.loopDepth++;
        // The counter steps first, so a `continue` in the body cannot skip it.
        const body = this.block(r.int(1, 3), depth - 1, [{ name: w, type: 'int', lo: 1, hi: n, frac: 0, readonly: true }]);
        this.loopDepth--;
        if (r.chance(0.5)) return [`int ${w} = 0;`, `while (${w} < ${n}) {`, `    ${w}++;`, ...this.indent(body), '}'];
        return [`int ${w} = 0;`, 'do {', `    ${w}++;`, ...this.indent(body), `} while (${w} < ${n});`];
      }
      case 'switch': {
        const fitted = fitTo(this.context(), this.expr(2), 'int', -3, 3);
        // fitTo converts implicitly, but a switch needs an integer (or enum) operand itself.
        // A bool or narrow condition (fixed: oracle-programs/fuzz-switch-on-bool.cpp; still left out, so the
        // fixed seeds keep generating the programs CI expects).
        const e = /^[A-Za-z0-9_.]+$/.test(fitted.text) && !this.options.avoidKnownBugs ? fitted : { ...fitted, text: `(int)(${fitted.text})` };
        const lines = [`switch (${e.text}) {`];
        const cases = [...new Set([r.int(-3, 3), r.int(-3, 3), r.int(-3, 3)])];
        for (const c of cases) {
          lines.push(`case ${c}: {`, ...this.indent(this.block(r.int(1, 2), depth - 1)), '}');
          // A case that falls through is not supported in kernels (an ampc error, by design).
          if (this.amp || r.chance(0.7)) lines.push('    break;');
        }
        if (r.chance(0.6)) lines.push('default: {', ...this.indent(this.block(1, depth - 1)), '}', '    break;');
        lines.push('}');
        return lines;
      }
      case 'refcall': {
        // f(lvalue, args): the lvalue is a full-range int (the callee may store any int in it).
        const fns = this.functions.filter((f) => f.byRef && f.amp === this.amp && f.name !== this.current);
        const lvalues = this.fullRangeInts();
        if (fns.length === 0 || lvalues.length === 0) return [];
        const f = r.pick(fns);
        const v = r.pick(lvalues);
        const lhs = v.length === undefined ? v.name : `${v.name}[${indexExpr(this.context(), v.length)}]`;
        // Arguments of exactly the parameter types: no overload resolution to model.
        const args = f.params.map((t) => {
          const range = isFloating(t) ? f.floatParam : (([lo, hi]) => ({ lo, hi, frac: 0 }))(typeRange(t));
          return `(${spelling(t)})(${this.valueFor({ type: t, ...range }, this.expr(2))})`;
        });
        return [`${f.name}(${[lhs, ...args].join(', ')});`];
      }
      case 'jump':
        return [`if (${this.expr(2).text}) ${r.pick(['break', 'continue'])};`];
      case 'print': {
        const vars = this.visible().filter((v) => v.length === undefined);
        if (vars.length === 0) return [];
        return [printLine(Array.from({ length: r.int(1, 3) }, () => r.pick(vars).name), this.scopes.flat())];
      }
      case 'printf': {
        // Integers through printf's length modifiers; narrower ones arrive promoted to int.
        const vars = this.visible().filter((v) => v.length === undefined && !isFloating(v.type));
        if (vars.length === 0) return [];
        const items = Array.from({ length: r.int(1, 3) }, () => r.pick(vars));
        return [`printf("${items.map((v) => printfFormat(v.type)).join(' ')}\\n", ${items.map((v) => v.name).join(', ')});`];
      }
      default:
        throw new Error(`unknown statement kind ${kind}`);
    }
  }

  /**
   * A helper function (or an overload of an existing one), or with `lambda`, a capture-less
   * lambda with a trailing return type at the top of main.
   */
  private helper(lambda = false): void {
    const r = this.random;
    this.amp = !lambda && r.chance(0.6);
    const plain = this.functions.filter((f) => !f.byRef);
    const overloadOf = !lambda && plain.length > 0 && r.chance(0.3) ? r.pick(plain) : undefined;
    const byRef = !lambda && overloadOf === undefined && r.chance(0.3);
    // No signed char parameters: ampc takes char for signed char (found/char-vs-signed-char.cpp).
    const types = this.amp ? kernelTypes : hostTypes.filter((t) => t !== 'schar' || !this.options.avoidKnownBugs);
    let sig: FunctionSig;
    if (overloadOf !== undefined && overloadOf.amp === this.amp) {
      // Same name, arity and result; other parameter types (a real overload, not a redefinition).
      const existing = this.functions.filter((f) => f.name === overloadOf.name).map((f) => f.params.join());
      const params = overloadOf.params.map(() => r.pick(types));
      if (existing.includes(params.join())) return;
      if (this.functions.some((f) => f.name === overloadOf.name && f.defaults < f.params.length)) return;
      sig = { ...overloadOf, params, defaults: params.length };
    } else {
      const ret = r.pick(types.filter((t) => t !== 'bool'));
      const range = ret === 'float' || ret === 'double' ? (this.amp ? { lo: -256, hi: 256, frac: 4 } : { lo: -1e6, hi: 1e6, frac: -1 }) : ret === 'int' ? { lo: -1000, hi: 1000, frac: 0 } : ret === 'uint' ? { lo: 0, hi: 100000, frac: 0 } : (([lo, hi]) => ({ lo, hi, frac: 0 }))(typeRange(ret));
      const params = Array.from({ length: r.int(1, 3) }, () => r.pick(types));
      const defaults = !lambda && !byRef && r.chance(0.3) ? params.length - 1 : params.length;
      sig = { name: this.fresh(lambda ? 'L' : 'f'), params, defaults, ret, ...range, amp: this.amp, byRef, floatParam: this.amp ? { lo: -256, hi: 256, frac: 4 } : { lo: -1e6, hi: 1e6, frac: -1 } };
    }
    const paramVars: Var[] = sig.params.map((t, i) => {
      const [lo, hi] = typeRange(t);
      const f = isFloating(t) ? sig.floatParam : { lo, hi, frac: 0 };
      // Assigning to a by-value parameter of an amp function: found/amp-param-assign.cpp.
      return { name: `p${i}`, type: t, ...f, readonly: this.amp && this.options.avoidKnownBugs };
    });
    if (byRef) paramVars.unshift({ name: 'r0', type: 'int', lo: -2147483648, hi: 2147483647, frac: 0, readonly: false });
    const saved = this.scopes.splice(0);
    this.scopes.push(paramVars);
    this.current = sig.name;
    this.refCalls = byRef;
    const body = this.block(r.int(1, 4), 1);
    this.refCalls = false;
    const ret = this.valueFor({ ...sig, type: sig.ret }, this.expr());
    this.scopes.splice(0, this.scopes.length, ...saved);
    // A default argument stays within the interval the body assumes of its parameter (a double
    // default of 3e9 reached `tscale<7>(p1)`, a conversion to int out of range: undefined behaviour).
    const defaultArgument = (t: CType, i: number): string => {
      const value = literal(r, t, this.amp);
      const assumed = paramVars[byRef ? i + 1 : i]!;
      if (value.lo >= assumed.lo && value.hi <= assumed.hi) return value.text;
      return t === 'float' ? '2.5f' : '2.5';
    };
    const params = sig.params.map((t, i) => `${spelling(t)} p${i}${i >= sig.defaults ? ` = ${defaultArgument(t, i)}` : ''}`);
    if (byRef) params.unshift('int& r0');
    const restrict = byRef ? (sig.amp ? ' restrict(amp)' : '') : sig.amp ? ' restrict(amp, cpu)' : '';
    if (lambda) {
      this.lambdas.push(`auto ${sig.name} = [](${params.join(', ')}) -> ${spelling(sig.ret)} {`, ...this.indent([...body, `return ${ret};`]), '};');
    } else this.definitions.push(`${spelling(sig.ret)} ${sig.name}(${params.join(', ')})${restrict} {\n${this.indent([...body, `return ${ret};`]).join('\n')}\n}`);
    this.functions.push(sig);
    this.current = '';
    this.amp = false;
  }

  /** A kernel over host values; the host prints what it wrote. */
  private kernel(): string[] {
    const r = this.random;
    const shape = r.pick(['1d', '2d', 'tiled', 'tiled2d'] as const);
    const twoD = shape === '2d' || shape === 'tiled2d';
    const n = twoD ? 16 : r.pick([16, 32, 64]);
    const id = this.counter++;
    const out = { int: `oi${id}`, uint: `ou${id}`, float: `of${id}` };
    const lines: string[] = ['{'];
    const body: string[] = [];
    // Inputs: a read-only view of small values; captures: the host's amp-typed scalars.
    const inputName = `in${id}`;
    lines.push(`    std::vector<int> vin${id}(${n});`, `    for (int k = 0; k < ${n}; k++) vin${id}[k] = (k * 7) % 13 - 6;`);
    lines.push(`    array_view<const int, 1> ${inputName}(${n}, vin${id});`);
    for (const [t, name] of [['int', out.int], ['unsigned', out.uint], ['float', out.float]] as const) {
      lines.push(`    std::vector<${t}> v${name}(${n}, 0);`);
      lines.push(twoD ? `    array_view<${t}, 2> ${name}(4, ${n / 4}, v${name});` : `    array_view<${t}, 1> ${name}(${n}, v${name});`);
    }
    const captured: Var[] = this.scopes
      .flat()
      .filter((v) => kernelTypes.includes(v.type) && !/^g\d/.test(v.name) && v.type !== 'bool' && v.length === undefined && (v.type !== 'float' || (v.frac >= 0 && v.frac <= 4 && Math.max(-v.lo, v.hi) <= 4096)))
      .map((v) => ({ ...v, readonly: true }));
    const saved = this.scopes.splice(0);
    this.amp = true;
    const threadVars: Var[] = [{ name: 't', type: 'int', lo: 0, hi: n - 1, frac: 0, readonly: true }, { name: inputName, type: 'int', lo: -6, hi: 6, frac: 0, readonly: true, length: n }];
    let header: string;
    let at: string;
    if (shape === '2d') {
      header = `parallel_for_each(${out.int}.get_extent(), [=](index<2> idx) restrict(amp) {`;
      body.push(`int t = idx[0] * ${n / 4} + idx[1];`);
      at = 'idx';
    } else if (shape === 'tiled' || shape === 'tiled2d') {
      // tiled2d: 4 x 4 views in 2 x 2 or 4 x 2 tiles, the tile_static array indexed row-major.
      const rows = r.pick([2, 4]);
      const tile = shape === 'tiled' ? r.pick([4, 8, 16]) : rows * 2;
      if (shape === 'tiled') {
        header = `parallel_for_each(${out.int}.get_extent().tile<${tile}>(), [=](tiled_index<${tile}> ti) restrict(amp) {`;
        body.push('int t = ti.global[0];', 'int l = ti.local[0];');
      } else {
        header = `parallel_for_each(${out.int}.get_extent().tile<${rows}, 2>(), [=](tiled_index<${rows}, 2> ti) restrict(amp) {`;
        body.push(`int t = ti.global[0] * ${n / 4} + ti.global[1];`, 'int l = ti.local[0] * 2 + ti.local[1];');
      }
      threadVars.push({ name: 'l', type: 'int', lo: 0, hi: tile - 1, frac: 0, readonly: true });
      this.scopes.push(captured, [...threadVars]);
      const shared = `sh${id}`;
      const e = fitTo(this.context(), this.expr(), 'int', -30000, 30000);
      body.push(`tile_static int ${shared}[${tile}];`, `${shared}[l] = ${e.text};`, 'ti.barrier.wait();');
      this.scopes.pop();
      this.scopes.pop();
      threadVars.push({ name: shared, type: 'int', lo: -30000, hi: 30000, frac: 0, readonly: true, length: tile });
      at = 'ti.global';
    } else {
      header = `parallel_for_each(${out.int}.get_extent(), [=](index<1> idx) restrict(amp) {`;
      body.push('int t = idx[0];');
      at = 'idx';
    }
    // A view of structs: each thread reads its element's fields and writes new ones.
    const structView = !twoD && r.chance(0.4) ? `os${id}` : undefined;
    if (structView !== undefined) {
      lines.push(`    std::vector<S> v${structView}(${n});`);
      lines.push(`    for (int k = 0; k < ${n}; k++) { v${structView}[k].a = k - 3; v${structView}[k].b = 7u * k; v${structView}[k].c = k * 0.5f; }`);
      lines.push(`    array_view<S, 1> ${structView}(${n}, v${structView});`);
      threadVars.push(
        { name: `${structView}[${at}].a`, type: 'int', lo: -3, hi: n, frac: 0, readonly: true },
        { name: `${structView}[${at}].b`, type: 'uint', lo: 0, hi: 7 * n, frac: 0, readonly: true },
        { name: `${structView}[${at}].c`, type: 'float', lo: 0, hi: n / 2, frac: 1, readonly: true },
      );
    }
    this.scopes.push(captured, threadVars);
    this.refCalls = true;
    body.push(...this.block(r.int(1, this.options.statements), 2));
    this.refCalls = false;
    this.scopes.push([]);
    const ctx = this.context();
    body.push(`${out.int}[${at}] = ${fitTo(ctx, this.expr(), 'int', -2147483648, 2147483647).text};`);
    body.push(`${out.uint}[${at}] = ${fitTo(ctx, this.expr(), 'uint', 0, 4294967295).text};`);
    body.push(`${out.float}[${at}] = ${this.valueFor({ type: 'float', lo: -4096, hi: 4096, frac: 8 }, this.expr())};`);
    if (structView !== undefined) {
      body.push(`${structView}[${at}].a = ${this.valueFor(STRUCT_FIELDS[0]!, this.expr())};`);
      body.push(`${structView}[${at}].c = ${this.valueFor(STRUCT_FIELDS[2]!, this.expr())};`);
    }
    this.scopes.splice(0, this.scopes.length, ...saved);
    this.amp = false;
    lines.push(`    ${header}`, ...this.indent(this.indent(body)), '    });');
    const element = twoD ? (name: string) => `${name}(k / ${n / 4}, k % ${n / 4})` : (name: string) => `${name}[k]`;
    // `+ 0.0f` on the host turns a kernel's -0 into 0: WGSL need not keep the sign of a zero.
    lines.push(`    for (int k = 0; k < ${n}; k++) std::cout << ${element(out.int)} << " " << ${element(out.uint)} << " " << ${element(out.float)} + 0.0f << "\\n";`);
    if (structView !== undefined) lines.push(`    for (int k = 0; k < ${n}; k++) std::cout << ${structView}[k].a << " " << ${structView}[k].b << " " << ${structView}[k].c + 0.0f << "\\n";`);
    lines.push('}');
    return lines;
  }

  program(): string {
    const r = this.random;
    const globals: Var[] = [];
    const globalLines: string[] = [];
    for (let i = 0; i < r.int(0, 2); i++) {
      const t = r.pick(hostTypes);
      const v: Var = { name: `g${i}`, type: t, ...this.rangeFor(t), readonly: false };
      globalLines.push(`${spelling(t)} ${v.name} = ${this.valueFor(v, literal(r, t, false))};`);
      globals.push(v);
    }
    // Written `(int)Red`: an enumerator has the enum's type, which this model lacks (a template
    // would deduce `Color` for it, and overload resolution would rank it as a promotion).
    const enumerators: Var[] = [
      { name: '(int)Red', type: 'int', lo: 0, hi: 0, frac: 0, readonly: true },
      { name: '(int)Green', type: 'int', lo: 5, hi: 5, frac: 0, readonly: true },
      { name: '(int)Blue', type: 'int', lo: 6, hi: 6, frac: 0, readonly: true },
    ];
    this.scopes.splice(0, this.scopes.length, [...enumerators]);
    for (let i = 0; i < r.int(1, 5); i++) this.helper();
    for (let i = 0; i < r.int(0, 2); i++) this.helper(true);
    this.scopes.splice(0, this.scopes.length, [...enumerators], globals, []);
    const main: string[] = [...this.lambdas];
    // Variables for host functions' `int& r0` to write, inside expressions too: typed as holding any int.
    if (this.functions.some((f) => f.byRef && !f.amp)) {
      for (let i = 0; i < r.int(1, 2); i++) {
        const v: Var = { name: this.fresh('w'), type: 'int', lo: -2147483648, hi: 2147483647, frac: 0, readonly: false };
        main.push(`int ${v.name} = ${r.int(-50, 50)};`);
        this.declare(v);
      }
    }
    // The float format: the default 6 significant digits, or another precision.
    if (r.chance(0.3)) main.push(`std::cout << std::setprecision(${r.int(1, 17)});`);
    for (let k = 0; k < this.options.kernels + 1; k++) {
      for (let i = 0; i < this.options.statements; i++) main.push(...this.statement(2));
      if (this.classes !== null) main.push(...this.classes.hostStatements(this.visible(), this.functions, Math.ceil(this.options.statements / 2)));
      if (k < this.options.kernels) main.push(...this.kernel());
    }
    if (this.classes !== null) main.push(...this.classes.kernels(this.visible(), this.functions, Math.ceil(this.options.statements / 2)));
    if (this.families !== null) main.push(...this.families.statements({ vars: this.visible(), functions: this.functions }, this.options.statements));
    // Top-level statements stay in scope for the final print: generate them in main's scope.
    const top = this.scopes[this.scopes.length - 1]!;
    for (let i = 0; i < this.options.statements; i++) main.push(...this.statement(1));
    const printable = [...globals, ...top].filter((v) => v.length === undefined).map((v) => v.name);
    for (let i = 0; i < printable.length; i += 6) main.push(printLine(printable.slice(i, i + 6), this.scopes.flat()));
    if (this.classes !== null) main.push(...this.classes.finalPrint());
    main.push('return 0;');
    return [
      '#include <amp.h>',
      '#include <amp_math.h>',
      '#include <algorithm>',
      '#include <array>',
      '#include <cmath>',
      '#include <cstdio>',
      '#include <cstdlib>',
      '#include <functional>',
      '#include <iomanip>',
      '#include <iostream>',
      '#include <numeric>',
      '#include <string>',
      '#include <vector>',
      'using namespace concurrency;',
      '',
      'struct S { int a; unsigned b; float c; };',
      'enum Color { Red, Green = 5, Blue };',
      ...globalLines,
      TEMPLATES,
      '',
      ...(this.classes?.text() ?? []),
      ...(this.families?.text() ?? []),
      ...this.definitions.map((d) => `${d}\n`),
      'int main() {',
      ...this.indent(main),
      '}',
      '',
    ].join('\n');
  }
}

/**
 * An item of a braced initializer list, cast to its element's type: a narrowing conversion
 * there is ill-formed (of a constant, an error in g++ and ampc), and the value's interval
 * already fits the element.
 */
function braced(t: CType, text: string): string {
  return `(${spelling(t)})(${text})`;
}

function fullRange(t: CType): { lo: number; hi: number } {
  const [lo, hi] = typeRange(t);
  return { lo, hi };
}

/** printf's conversion for an integer argument of type `t` (after the default promotions). */
function printfFormat(t: CType): string {
  switch (promote(t)) {
    case 'uint': return '%u';
    case 'long': return '%ld';
    case 'ulong': return '%lu';
    case 'llong': return '%lld';
    case 'ullong': return '%llu';
    default: return '%d';
  }
}

/**
 * `std::cout << a << " " << b << "\n";`, with narrow integers printed as numbers, and floating
 * values printed `+ 0.0f`, which makes a -0 a 0: g++ folds `0.0f - (float)i` into `-(float)i`
 * even at -O0 (so `0.0f - g()` with `g()` returning 0 prints -0 where IEEE gives 0), and the sign
 * of a zero is not what this comparison is for.
 */
function printLine(names: string[], vars: Var[]): string {
  const item = (name: string) => {
    const v = vars.find((x) => x.name === name);
    if (v !== undefined && (v.type === 'float' || v.type === 'double')) return `${name} + 0.0f`;
    return v !== undefined && ['char', 'schar', 'uchar'].includes(v.type) ? `(int)${name}` : name;
  };
  return `std::cout << ${names.map(item).join(' << " " << ')} << "\\n";`;
}

/** The program for `seed`. */
export function generateProgram(seed: number, options: Partial<ProgramOptions> = {}): string {
  const all = { ...defaultProgramOptions, ...options };
  return new Generator(new Random(seed), all, all.classes ? new ClassGenerator(seed, all.avoidKnownBugs) : null, all.families ? new Families(seed, all.avoidKnownBugs) : null).program();
}
