/**
 * C++'s implicit copy operations as data (src/lower/implicit-copies.ts): per class how its copy
 * constructor and operator= copy each member, and per copyable closure how its copy copies its
 * captures, as the host lowering returns them (LoweredHost.copyPlans, closureCopies).
 */
import type { CopyAssignment, CopyConstruction, InPlaceAssignment } from '../../src/lower/implicit-copies.js';
import { lowerHostCode, type LoweredHost } from '../../src/lower/lower-host.js';
import type { ElementCopy, Program } from '../../src/sema/program.js';
import { typeToString, type StructInfo } from '../../src/sema/types.js';
import { checkClean } from '../sema/helpers.js';

function lowered(source: string): { program: Program; host: LoweredHost } {
  const program = checkClean(source);
  return { program, host: lowerHostCode(program) };
}

function classNamed(program: Program, name: string): StructInfo {
  return program.structs.find((s) => s.name === name)!;
}

function copy(c: ElementCopy | null): string {
  return c ? `Copy<${typeToString(c.type)}>${c.copyConstructor ? ` by ${c.copyConstructor.name}` : ''}` : 'value';
}

/** A copy construction as `memberwise [base B] m: how, ...` or the user constructor named. */
function construction(p: CopyConstruction): string {
  switch (p.kind) {
    case 'userConstructor': return `user ${p.constructor.name}`;
    case 'waitsForGpu': return `waits ${p.constructor.name}`;
    case 'memberwise': {
      const members = p.members.map((m) => `${m.field.name}: ${m.kind === 'shared' ? 'shared' : copy(m.copy)}`);
      return `memberwise${p.basePart ? ` base ${p.basePart.name}` : ''}: ${members.join(', ')}`;
    }
  }
}

function inPlace(a: InPlaceAssignment | null): string {
  if (!a) return 'stored';
  switch (a.kind) {
    case 'copyAssign': return 'copyAssign';
    case 'elements': return `each(${inPlace(a.element)})`;
    case 'vector': return `vector(${copy(a.copy)})`;
  }
}

function assignment(p: CopyAssignment): string {
  switch (p.kind) {
    case 'none': case 'deleted': return p.kind;
    case 'userOperator': return 'user operator=';
    case 'waitsForGpu': return 'waits';
    case 'memberwise': {
      const members = p.members.map((m) => `${m.field.name}: ${m.kind === 'inPlace' ? inPlace(m.assign) : `replaced ${copy(m.copy)}`}`);
      return `memberwise${p.base ? ` base ${p.base.name}` : ''}: ${members.join(', ')}`;
    }
  }
}

function planOf(source: string, name: string): { construction: string; assignment: string } {
  const { program, host } = lowered(source);
  const plan = host.copyPlans.get(classNamed(program, name))!;
  return { construction: construction(plan.construction), assignment: assignment(plan.assignment) };
}

const T = 'struct T { int x; T(int v) : x(v) {} T(const T& o) : x(o.x + 1) {} };';
const U = 'struct U { int y; };';

describe('implicit copies', () => {
  it('copies each member by its own copy, shares a reference member, and has no operator= with one', () => {
    const source = `#include <vector>\n${T}\n${U}\nstruct S { int n; T t; U u; int& r; int a[3]; std::vector<int> v; S(int& q) : n(0), t(1), u{2}, r(q) {} };\nint main() { int q = 1; S s(q); S c = s; return c.n; }`;
    expect(planOf(source, 'S')).toEqual({
      construction: 'memberwise: n: value, t: Copy<T> by T_new, u: Copy<U>, r: shared, a: Copy<int[3]>, v: Copy<std::vector<int>>',
      assignment: 'deleted',
    });
  });

  it('assigns class members, arrays and vectors in place, other members replaced by a copy', () => {
    const source = `#include <vector>\n#include <string>\n${U}\nstruct S { int n; U u; int a[3]; U row[2]; int grid[2][2]; std::vector<int> v; std::vector<U> us; std::string s; };\nint main() { S s{}; S c{}; c = s; return c.n; }`;
    expect(planOf(source, 'S').assignment).toBe('memberwise: n: replaced value, u: copyAssign, a: each(stored), row: each(copyAssign), grid: each(each(stored)), '
      + 'v: vector(Copy<std::vector<int>>), us: vector(Copy<std::vector<U>>), s: replaced value');
  });

  it("copies a base part by the base's user copy constructor, then the class's own members", () => {
    const source = `${T}\nstruct B { int x; B() : x(0) {} B(const B& o) : x(o.x + 1) {} };\nstruct D : B { int y; T t; D() : t(1) {} };\nstruct E : D { int z; };\n${U}\nstruct F : U { int w; };\nint main() { D d; D e = d; e = d; E f; E g = f; F h{}; F i = h; return e.y + g.z + i.w; }`;
    expect(planOf(source, 'D')).toEqual({ construction: 'memberwise base B: y: value, t: Copy<T> by T_new', assignment: 'memberwise base B: y: replaced value, t: copyAssign' });
    // User code runs in D's copy (B's constructor, T's): E's base part is D's.
    expect(planOf(source, 'E').construction).toBe('memberwise base D: z: value');
    // No user code in U's copy: F copies U's member as its own.
    expect(planOf(source, 'F').construction).toBe('memberwise: y: value, w: value');
  });

  it("names the user copy constructor and operator= where the class declares them", () => {
    const source = `${T}\nstruct A { int x; A() : x(0) {} A& operator=(const A& o) { x = o.x * 2; return *this; } };\nint main() { T t(1); T u = t; A a; A b; b = a; return u.x + b.x; }`;
    expect(planOf(source, 'T').construction).toBe('user T_new');
    expect(planOf(source, 'A').assignment).toBe('user operator=');
  });

  it("plans a copy of a mutable closure's captures, and none for a closure without state of its own", () => {
    const { program, host } = lowered(`${U}\nint main() { U u{1}; int n = 0; auto f = [u, n]() mutable { return u.y + ++n; }; auto g = [u]() { return u.y; }; auto h = f; return h() + g(); }`);
    const closures = program.functions.filter((f) => f.closure !== undefined);
    expect(closures.length).toBe(2);
    const [mutable, immutable] = closures[0]!.closure!.mutable ? [closures[0]!, closures[1]!] : [closures[1]!, closures[0]!];
    expect(host.closureCopies.get(mutable)!.map(copy)).toEqual(['Copy<U>', 'value']);
    expect(host.closureCopies.has(immutable)).toBe(false);
  });
});
