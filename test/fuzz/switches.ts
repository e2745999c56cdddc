/**
 * The switch-and-goto family of a generated program: host functions whose control flow is a
 * switch in a loop (cases that fall through, `default` in the middle, `break` and `continue`
 * inside cases, a loop inside a case that breaks), and gotos (backward, forward past statements,
 * and forward out of nested loops). main prints their results for a few arguments.
 *
 * The functions hold an accumulator whose interval every write keeps (fitTo), whichever path
 * reached the write, so the paths need no analysis. Each goto and its label sit in a block of
 * their own, so no jump crosses a declaration; the blocks hold only scalars (ampc refuses a
 * goto in a block that declares an object with a destructor).
 */
import { FamilyPart, indent, intVar, type Surroundings } from './family.js';
import type { Var } from './expressions.js';

const ACC = 100000;
const PARAM = 1000;

export class SwitchGenerator extends FamilyPart {
  private readonly definitions: string[] = [];
  private readonly functions: string[] = [];
  private scope: Var[] = [];
  private loopDepth = 0;

  constructor(seed: number, avoidKnownBugs: boolean) {
    super(seed, 0x5717c4, avoidKnownBugs);
    for (let i = 0; i < this.random.int(1, 2); i++) this.define();
  }

  text(): string[] {
    return [...this.definitions, ''];
  }

  private update(): string {
    return `acc = ${this.intValue(false, this.scope, null, ACC)};`;
  }

  private condition(): string {
    const ctx = this.context(false, this.scope, null);
    const r = this.random;
    const v = r.pick(this.scope);
    return r.pick([`(${v.name} & ${r.pick([1, 3, 7])}) == ${r.int(0, 1)}`, `${v.name} > ${r.int(-50, 50)}`, `(${this.value(ctx, { type: 'int', lo: -10, hi: 10, frac: 0 })}) < ${r.int(-5, 5)}`]);
  }

  private statements(count: number, depth: number): string[] {
    const lines: string[] = [];
    for (let i = 0; i < count; i++) lines.push(...this.statement(depth));
    return lines;
  }

  private statement(depth: number): string[] {
    const r = this.random;
    const kind = r.weighted<string>([
      ['update', 3], ['switch', depth > 0 ? 3 : 0], ['back', depth > 0 ? 1 : 0], ['out', depth > 0 ? 1 : 0], ['skip', 1],
      ['continue', this.loopDepth > 0 ? 0.5 : 0],
    ]);
    switch (kind) {
      case 'update':
        return [this.update()];
      case 'continue':
        return [`if (${this.condition()}) continue;`];
      case 'switch': {
        const i = this.fresh('i');
        const n = r.int(1, 6);
        this.scope.push({ name: i, type: 'int', lo: 0, hi: n - 1, frac: 0, readonly: true });
        this.loopDepth++;
        const selector = this.intValue(false, this.scope, null, 4, 2);
        const labels = [...new Set(Array.from({ length: r.int(2, 4) }, () => r.int(-4, 4)))];
        const defaultAt = r.chance(0.7) ? r.int(0, labels.length) : -1;
        const body: string[] = [];
        labels.forEach((label, k) => {
          if (k === defaultAt) body.push(...this.caseBody('default:', depth));
          body.push(...this.caseBody(`case ${label}:`, depth));
        });
        if (defaultAt === labels.length) body.push(...this.caseBody('default:', depth));
        // A label needs a statement after it (until C++23).
        if (body[body.length - 1]!.endsWith(':')) body.push('    break;');
        this.loopDepth--;
        const after = r.chance(0.5) ? [this.update()] : [];
        this.scope.pop();
        return [`for (int ${i} = 0; ${i} < ${n}; ${i}++) {`, `    switch (${selector}) {`, ...indent(body, '    '), '    }', ...indent(after), '}'];
      }
      case 'back': {
        // A backward goto: a counted loop written with a label.
        const g = this.fresh('g');
        const label = this.fresh('again');
        const n = r.int(1, 4);
        this.scope.push({ name: g, type: 'int', lo: 0, hi: n, frac: 0, readonly: true });
        const body = this.statements(r.int(1, 2), depth - 1);
        this.scope.pop();
        return ['{', `    int ${g} = 0;`, `${label}:`, `    ${g}++;`, ...indent(body), `    if (${g} < ${n}) goto ${label};`, '}'];
      }
      case 'out': {
        // A forward goto out of two nested loops.
        const [i, j] = [this.fresh('i'), this.fresh('j')];
        const label = this.fresh('done');
        const [n, m] = [r.int(1, 4), r.int(1, 4)];
        this.scope.push({ name: i, type: 'int', lo: 0, hi: n - 1, frac: 0, readonly: true }, { name: j, type: 'int', lo: 0, hi: m - 1, frac: 0, readonly: true });
        const body = [this.update(), `if (${this.condition()}) goto ${label};`, ...(r.chance(0.5) ? [this.update()] : [])];
        this.scope.splice(-2);
        return ['{', `    for (int ${i} = 0; ${i} < ${n}; ${i}++) {`, `        for (int ${j} = 0; ${j} < ${m}; ${j}++) {`, ...indent(body, '            '), '        }', '    }', `${label}:`, `    ${this.update()}`, '}'];
      }
      case 'skip': {
        const label = this.fresh('skip');
        return ['{', `    if (${this.condition()}) goto ${label};`, ...indent(this.statements(r.int(1, 2), 0)), `${label}:`, '    ;', '}'];
      }
    }
    return [];
  }

  /** A case: its statements, then `break;` or nothing (it falls through to the next). */
  private caseBody(label: string, depth: number): string[] {
    const r = this.random;
    const lines = [label];
    const body = this.statements(r.int(0, 2), depth - 1);
    if (r.chance(0.25)) body.push(`if (${this.condition()}) break;`);
    if (r.chance(0.2)) {
      // A loop inside the case whose `break` leaves that loop only.
      const k = this.fresh('k');
      this.scope.push({ name: k, type: 'int', lo: 0, hi: 3, frac: 0, readonly: true });
      body.push(`for (int ${k} = 0; ${k} < 4; ${k}++) {`, `    ${this.update()}`, `    if (${this.condition()}) break;`, '}');
      this.scope.pop();
    }
    lines.push(...indent(body));
    if (r.chance(0.6)) lines.push('    break;');
    return lines;
  }

  private define(): void {
    const name = this.fresh('sw');
    this.scope = [intVar('x', PARAM, true), intVar('y', PARAM, true), intVar('acc', ACC, true)];
    const body = [`int acc = x + y;`, ...this.statements(this.random.int(2, 5), 2), 'return acc;'];
    this.definitions.push(`int ${name}(int x, int y) {`, ...indent(body), '}');
    this.functions.push(name);
  }

  /** main prints each function's result for a few arguments. */
  hostStatements(around: Surroundings): string[] {
    const lines: string[] = [];
    for (const f of this.functions) {
      const calls = Array.from({ length: this.random.int(1, 3) }, () => `${f}(${this.intValue(false, [], around, PARAM)}, ${this.intValue(false, [], around, PARAM)})`);
      lines.push(`std::cout << ${calls.join(' << " " << ')} << "\\n";`);
    }
    return lines;
  }
}
