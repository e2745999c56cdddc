/**
 * src/lower/missing-return.ts: an amp function whose end WGSL's behaviour analysis can reach ends
 * with a return (WGSL rejects it otherwise); one whose every path returns gets none (a statement
 * after them would be unreachable, which Dawn warns about).
 */
import { lowered } from './helpers.js';

/**
 * Whether the lowered body of each helper `name` ends with the added return of a fresh local.
 * The program may have g++'s -Wreturn-type warnings (src/sema/rules/return-type.ts), whose C++
 * reachability agrees with WGSL's on these helpers.
 */
function endsWithAddedReturn(helpers: string): Record<string, boolean> {
  const { lowered: l } = lowered(`${helpers}
void run(std::vector<int>& v) {
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> i) restrict(amp) { a[i] = ${[...helpers.matchAll(/^int (\w+)\(/gm)].map((m) => `${m[1]}(a[i])`).join(' + ')}; });
}`, 'return-type');
  const out: Record<string, boolean> = {};
  for (const [fn, body] of l.functions) {
    const last = body.statements[body.statements.length - 1];
    out[fn.name] = last?.kind === 'Return' && last.value?.kind === 'VarRef' && last.value.variable.name.startsWith('unreached');
  }
  return out;
}

describe('a return at the end of an amp function WGSL can reach', () => {
  test('is added where a path runs off the end', () => {
    expect(endsWithAddedReturn(`
int noReturn(int x) restrict(amp) { x * 10; }
int onlyIf(int x) restrict(amp) { if (x > 0) return 1; }
int elseIfChain(int x) restrict(amp) { if (x) return 1; else if (x > 2) return 3; }
int countedLoop(int x) restrict(amp) { for (int i = 0; i < 3; i++) { if (i == x) return i; } }
int doWhile(int x) restrict(amp) { do { x++; } while (x < 5); }
int breaksOut(int x) restrict(amp) { while (true) { if (x > 3) break; x++; } }
int switchNoDefault(int x) restrict(amp) { switch (x) { case 0: return 5; case 1: return 7; } }
int defaultBreaks(int x) restrict(amp) { switch (x) { case 0: return 5; default: break; } }`)).toEqual({
      noReturn: true, onlyIf: true, elseIfChain: true, countedLoop: true, doWhile: true, breaksOut: true, switchNoDefault: true, defaultBreaks: true,
    });
  });

  test('is not added where every path returns or loops forever', () => {
    expect(endsWithAddedReturn(`
int ifElse(int x) restrict(amp) { if (x > 0) return 1; else return 2; }
int forever(int x) restrict(amp) { while (true) { if (x > 3) return x; x++; } }
int foreverFor(int x) restrict(amp) { for (;;) { x += 2; if (x > 9) return x; } }
int switchDefault(int x) restrict(amp) { switch (x) { case 0: return 5; default: return 6; } }
int nested(int x) restrict(amp) { { return x; } }`)).toEqual({ ifElse: false, forever: false, foreverFor: false, switchDefault: false, nested: false });
  });
});
