/**
 * JavaScript and WGSL have no overloading: functions of one printed name are numbered, the first
 * keeping the name and the others taking `f_2`, `f_3`, ... A number never lands on a name the
 * module has for something else: the name of any of the functions (`int f(int)`, `int f(double)`
 * and `int f_2(int)` are `f`, `f_3` and `f_2`) or one of `taken` (its classes and kernels, whose
 * names a function does not keep either: `int main_kernel0(int)` beside main's first kernel is
 * `main_kernel0_2`). The names are decided once for the whole program, so no function's name
 * depends on which others are printed.
 */
export function overloadNames<F>(functions: readonly F[], baseOf: (fn: F) => string, taken: ReadonlySet<string>): Map<F, string> {
  const bases = new Map(functions.map((fn) => [fn, baseOf(fn)]));
  const othersNames = new Set([...taken, ...bases.values()]);
  const used = new Set<string>();
  const names = new Map<F, string>();
  const isFree = (name: string) => !used.has(name) && !othersNames.has(name);
  for (const [fn, base] of bases) {
    let name = base;
    if (used.has(base) || taken.has(base)) {
      let n = 2;
      while (!isFree(`${base}_${n}`)) n++;
      name = `${base}_${n}`;
    }
    used.add(name);
    names.set(fn, name);
  }
  return names;
}
