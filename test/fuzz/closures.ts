/**
 * The closure family of a generated program: lambdas as values. On the host, lambdas capturing
 * by value and by reference (explicitly and by default) whose captured variables change after
 * the capture and before the call; a `mutable` lambda called twice, and copied; lambdas stored in
 * `auto` and in `std::function`, passed to function templates; a generic lambda (`[](auto x)`)
 * called with an int and a float; a lambda that writes a variable it captured by reference. In
 * kernels: capture-less restrict(amp) lambdas defined in the kernel and called there, and a
 * restrict(amp, cpu) lambda from the host that the kernel captures.
 *
 * (A restrict(amp) lambda that captures, inside a kernel, is refused by ampc — "supported only
 * as the kernel of parallel_for_each" — so the kernels' lambdas capture nothing.)
 *
 * Every int lambda maps [-BOUND, BOUND] into [-BOUND, BOUND] (its body is fitted), so calls
 * compose (`f(f(x))`) without overflow; captured variables keep [-BOUND, BOUND] through their writes.
 */
import { FamilyPart, indent, intVar, printArray, type Surroundings } from './family.js';
import type { Var } from './expressions.js';

const BOUND = 1000;

const DEFINITIONS = `template <typename F> int clApply(F f, int x) { return f(x); }
template <typename F> int clTwice(F f, int x) { return f(f(x)); }
int clCall(const std::function<int(int)>& f, int x) { return f(x); }`;

export class ClosureGenerator extends FamilyPart {
  constructor(seed: number, avoidKnownBugs: boolean) {
    super(seed, 0xc105e5, avoidKnownBugs);
  }

  text(): string[] {
    return [DEFINITIONS, ''];
  }

  /** `{ return ...; }` over the parameter and the captured variables, fitted to [-BOUND, BOUND]. */
  private body(amp: boolean, vars: Var[]): string {
    return `{ return ${this.intValue(amp, vars, null, BOUND, 3)}; }`;
  }

  hostStatements(around: Surroundings): string[] {
    const r = this.random;
    const lines: string[] = [];
    const arg = (own: Var[] = []) => this.intValue(false, own, around, BOUND);
    const byValue = intVar(this.fresh('cl'), BOUND);
    const byRef = intVar(this.fresh('cl'), BOUND);
    const counter = intVar(this.fresh('cl'), BOUND);
    lines.push(`int ${byValue.name} = ${arg()};`, `int ${byRef.name} = ${arg()};`, `int ${counter.name} = ${arg()};`);
    const x = intVar('x', BOUND, true);
    const [f, g, h] = [this.fresh('lf'), this.fresh('lf'), this.fresh('lf')];
    const defaultRef = r.chance(0.5);
    lines.push(`auto ${f} = [${byValue.name}](int x) ${this.body(false, [x, byValue])};`);
    lines.push(`auto ${g} = [&${byRef.name}](int x) ${this.body(false, [x, byRef])};`);
    lines.push(`auto ${h} = [${defaultRef ? '&' : '='}](int x) ${this.body(false, [x, byValue, byRef])};`);
    // The captured variables change after the capture: f keeps the old value, g and a [&] h see the new one.
    lines.push(`${byValue.name} = ${arg([byValue, byRef])};`, `${byRef.name} = ${arg([byValue, byRef])};`);
    const results: string[] = [];
    const call = (text: string) => {
      const name = this.fresh('cr');
      lines.push(`int ${name} = ${text};`);
      results.push(name);
    };
    call(`${f}(${arg()})`);
    call(`${g}(${arg()})`);
    call(`${h}(${arg()})`);
    // Stored in std::function, passed to templates and to a function taking std::function.
    const sf = this.fresh('lf');
    lines.push(`std::function<int(int)> ${sf} = ${r.pick([f, g, h])};`);
    call(`${sf}(${arg()})`);
    if (r.chance(0.5)) {
      lines.push(`${sf} = ${r.pick([f, g, h])};`);
      call(`${sf}(${arg()})`);
    }
    call(`clApply(${r.pick([f, g, h])}, ${arg()})`);
    call(`clTwice(${r.pick([f, g, h])}, ${arg()})`);
    call(`clCall(${r.pick([f, g, h, sf])}, ${arg()})`);
    call(`clApply([&](int x) ${this.body(false, [x, byValue, byRef, counter])}, ${arg()})`);
    // A mutable lambda: its own copy of the counter changes from call to call; the variable does not.
    const m = this.fresh('lf');
    const step = r.int(-50, 50);
    const c = intVar(counter.name, BOUND);
    lines.push(`auto ${m} = [${counter.name}]() mutable { ${counter.name} = (${this.intValue(false, [c], null, BOUND)}) + (${step}); ${counter.name} = ${counter.name} % ${BOUND}; return ${counter.name}; };`);
    call(`${m}()`);
    if (r.chance(0.5)) {
      const copy = this.fresh('lf');
      lines.push(`auto ${copy} = ${m};`);
      call(`${copy}()`);
    }
    call(`${m}()`);
    // A lambda writing what it captured by reference.
    const inc = this.fresh('lf');
    lines.push(`auto ${inc} = [&${byRef.name}](int d) { ${byRef.name} = (${byRef.name} + d) / 2; };`, `${inc}(${arg()});`, `${inc}(${arg()});`);
    // A generic lambda, with an int and with a float.
    const gen = this.fresh('lf');
    lines.push(`auto ${gen} = [](auto v) { return v + v; };`);
    call(`${gen}(${arg()})`);
    lines.push(`std::cout << ${gen}(${(r.int(-256, 256) / 4).toFixed(2)}f) + 0.0f << "\\n";`);
    lines.push(`std::cout << ${[byValue.name, byRef.name, counter.name, ...results].join(' << " " << ')} << "\\n";`);
    return ['{', ...indent(lines), '}'];
  }

  /** A kernel calling lambdas it defines (capture-less) and one the host made and it captured. */
  kernel(around: Surroundings): string[] {
    const r = this.random;
    const id = this.fresh('ck');
    const n = r.pick([16, 32]);
    const y = intVar('y', BOUND, true);
    const host = this.fresh('lf');
    const lines = [`std::vector<int> v${id}(${n}, 0);`, `array_view<int, 1> ${id}(${n}, v${id});`];
    lines.push(`auto ${host} = [](int y) restrict(amp, cpu) ${this.body(true, [y])};`);
    const body = ['int t = idx[0];'];
    const t = { name: 't', type: 'int' as const, lo: 0, hi: n - 1, frac: 0, readonly: true };
    const inner = [this.fresh('lf'), this.fresh('lf')];
    for (const name of inner) body.push(`auto ${name} = [](int y) restrict(amp) ${this.body(true, [y])};`);
    const own: Var[] = [t, ...[host, ...inner].map((name) => intVar(`${name}(${r.int(-BOUND, BOUND)})`, BOUND, true))];
    const a = this.intValue(true, own, around, BOUND);
    own.push(intVar(`${r.pick(inner)}(${a})`, BOUND, true), intVar(`${r.pick([host, ...inner])}(t)`, BOUND, true));
    body.push(`${id}[idx] = ${this.intValue(true, own, around, 30000, 3)};`);
    lines.push(`parallel_for_each(${id}.get_extent(), [=](index<1> idx) restrict(amp) {`, ...indent(body), '});', printArray(id, n));
    if (r.chance(0.5)) lines.push(`std::cout << ${host}(${this.intValue(false, [], around, BOUND)}) << "\\n";`);
    return ['{', ...indent(lines), '}'];
  }
}
