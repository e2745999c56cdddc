/**
 * The tile_static race check (src/sema/rules/races.ts): standard tiled code is
 * silent, real races are reported, and the message says "several threads ...
 * the same element" only when that is proven (otherwise "may").
 */
import type { Diagnostic } from '../../src/diagnostics.js';
import { checkSource, locate } from './helpers.js';

/** A host function around one tiled kernel over a 1-D or 2-D view. */
function program(lambda: string, options: { rank?: 1 | 2; tile?: string; decls?: string } = {}): string {
  const rank = options.rank ?? 1;
  return [
    'void run(std::vector<int>& v, int n) {',
    rank === 1 ? '  array_view<int, 1> a(1024, v);' : '  array_view<int, 2> a(64, 64, v);',
    options.decls ?? '',
    `  parallel_for_each(a.extent.tile<${options.tile ?? (rank === 1 ? '256' : '16, 16')}>(), ${lambda});`,
    '}',
  ].join('\n');
}

const races = (text: string): Diagnostic[] => checkSource(text).diagnostics.filter((d) => d.code === 'tile-static-race');
const noRaces = (text: string) => {
  const { diagnostics } = checkSource(text);
  expect(diagnostics.map((d) => `${d.code}@${d.span.start.line}:${d.span.start.column} ${d.message}`)).toEqual([]);
};
const raceAt = (text: string, needle: string, occurrence = 0): Diagnostic => {
  const found = races(text);
  expect(found.map((d) => `${d.span.start.line}:${d.span.start.column}`)).toEqual([locate(text, needle, occurrence)]);
  return found[0];
};

describe('standard tiled code has no race warning', () => {
  test('a register-tiled loader: e = local_linear + s * 256, then tile[e / 64][e % 64]', () => {
    noRaces(program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int tile[16][64];
      int local_linear = t.local[0] * 16 + t.local[1];
      for (int s = 0; s < 4; s++) {
        int e = local_linear + s * 256;
        tile[e / 64][e % 64] = a(t.tile_origin[0] + e / 64, e % 64);
      }
      t.barrier.wait();
      a[t.global] = tile[t.local[0]][t.local[1] * 4];
    }`, { rank: 2 }));
  });

  test('the same loader through shifts and masks, unsigned', () => {
    noRaces(program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int tile[16][64];
      unsigned local_linear = t.local[0] << 4;
      local_linear += t.local[1];
      for (unsigned s = 0; s < 4u; ++s) {
        unsigned e = local_linear + s * 256u;
        tile[e >> 6][e & 63] = 1;
      }
      t.barrier.wait();
      a[t.global] = tile[t.local[0]][t.local[1]];
    }`, { rank: 2 }));
  });

  test('the tree reduction: if (l < stride) s[l] += s[l + stride], with a barrier each step', () => {
    noRaces(program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[256];
      int l = t.local[0];
      s[l] = a[t.global];
      t.barrier.wait();
      for (int stride = 128; stride > 0; stride /= 2) {
        if (l < stride) s[l] += s[l + stride];
        t.barrier.wait();
      }
      if (l == 0) a[t.global] = s[0];
    }`));
  });

  test('the tree reduction written with an unsigned stride, a shift and an else branch', () => {
    noRaces(program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static float s[256];
      unsigned l = t.local[0];
      s[l] = 1.0f;
      t.barrier.wait();
      for (unsigned stride = 256 / 2; stride > 0; stride >>= 1) {
        if (l >= stride) { } else { s[l] = s[l] + s[l + stride]; }
        t.barrier.wait();
      }
      a[t.global] = (int)s[0];
    }`));
  });

  test('a 2-D reduction along rows and a halo written by the first threads', () => {
    noRaces(program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int s[16][16];
      tile_static int halo[18];
      const int r = t.local[0];
      const int c = t.local[1];
      s[r][c] = a[t.global];
      if (r == 0) {
        halo[c] = c;
        if (c < 2) halo[c + 16] = c;
      }
      t.barrier.wait();
      for (int stride = 8; stride > 0; stride /= 2) {
        if (c < stride) s[r][c] += s[r][c + stride];
        t.barrier.wait();
      }
      a[t.global] = s[r][0] + halo[c + 2];
    }`, { rank: 2 }));
  });

  test('indices through copies: index<2> localIdx = tidx.local, int row = t.local[0]', () => {
    noRaces(program(`[=](tiled_index<16, 16> tidx) restrict(amp) {
      tile_static int localA[16][16];
      index<2> localIdx = tidx.local;
      localA[localIdx[0]][localIdx[1]] = 0;
      int row = tidx.local[0];
      int col = tidx.global[1] - tidx.tile_origin[1];
      localA[row][col] += a[tidx.global];
      tidx.barrier.wait();
      a[tidx.global] = localA[col][row];
    }`, { rank: 2 }));
  });

  test('an index built from the local components, in another order', () => {
    noRaces(program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int s[16][16];
      index<2> p(t.local[1], t.local[0]);
      s[p[0]][p[1]] = 1;
      t.barrier.wait();
      a[t.global] = s[0][0];
    }`, { rank: 2 }));
  });

  test('a linearised and a transposed write are injective', () => {
    noRaces(program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int flat[256];
      tile_static int tr[16][17];
      flat[t.local[0] * 16 + t.local[1]] = 1;
      tr[t.local[1]][t.local[0]] = 2;
      t.barrier.wait();
      a[t.global] = flat[t.local[1] * 16 + t.local[0]] + tr[t.local[0]][t.local[1]];
    }`, { rank: 2 }));
  });

  test('the tiled matrix multiply: a uniform loop over tiles with two barriers', () => {
    noRaces(program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int la[16][16];
      tile_static int lb[16][16];
      int row = t.local[0];
      int col = t.local[1];
      int sum = 0;
      for (int i = 0; i < n; i += 16) {
        la[row][col] = a(t.global[0], col + i);
        lb[row][col] = a(row + i, t.global[1]);
        t.barrier.wait();
        for (int k = 0; k < 16; k++) sum += la[row][k] * lb[k][col];
        t.barrier.wait();
      }
      a[t.global] = sum;
    }`, { rank: 2 }));
  });

  test('a thread-dependent variable in a loop does not make its counter thread-dependent', () => {
    noRaces(program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[320];
      int acc = 0;
      for (int i = 0; i < 64; i += 16) {
        if (t.local[0] < 4) acc++;
        s[t.local[0] + i] = acc;
        t.barrier.wait();
        acc += s[i];
        t.barrier.wait();
      }
      a[t.global] = acc;
    }`));
  });

  test('atomics on the same element do not race with each other', () => {
    noRaces(program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static unsigned counts[16][16];
      counts[t.local[0]][t.local[1]] = 0;
      t.barrier.wait();
      for (int i = 0; i < 16; i++) {
        for (int j = 0; j < 16; j++) atomic_fetch_add(&(counts[i][j]), 1u);
      }
      t.barrier.wait();
      a[t.global] = counts[t.local[0]][t.local[1]];
    }`, { rank: 2 }));
  });
});

describe('strided loops (the loop variable is its start plus a multiple of its step)', () => {
  test('a tile-strided loop over a buffer longer than the tile: for (i = l; i <= N; i += 256)', () => {
    noRaces(program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[600];
      int l = t.local[0];
      for (int i = l; i < 600; i += 256) s[i] = i;
      t.barrier.wait();
      a[t.global] = s[l] + s[l + 256];
    }`));
  });

  test('a loop stepping down by the tile size, from the far end', () => {
    noRaces(program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[1024];
      for (int i = 1023 - t.local[0]; i >= 0; i -= 256) s[i] = 0;
      t.barrier.wait();
      a[t.global] = s[t.local[0]];
    }`));
  });

  test('a stride shorter than the tile makes threads l and l + 128 meet', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[600];
      for (int i = t.local[0]; i < 600; i += 128) s[i] = i;
      t.barrier.wait();
      a[t.global] = s[t.local[0]];
    }`);
    expect(races(text).length).toBe(1);
  });
});

describe('real races are still reported', () => {
  test('the tree reduction without the barrier in the loop: threads may be in different steps', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[256];
      int l = t.local[0];
      s[l] = a[t.global];
      t.barrier.wait();
      for (int stride = 128; stride > 0; stride /= 2) {
        if (l < stride) s[l] += s[l + stride];
      }
      t.barrier.wait();
      a[t.global] = s[0];
    }`);
    expect(races(text).length).toBeGreaterThan(0);
  });

  test('the tree reduction off by one: l <= stride also reads s[stride], which thread stride writes', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[512];
      int l = t.local[0];
      s[l] = a[t.global];
      t.barrier.wait();
      for (int stride = 128; stride > 0; stride /= 2) {
        if (l <= stride) s[l] += s[l + stride];
        t.barrier.wait();
      }
      a[t.global] = s[0];
    }`);
    expect(races(text).length).toBeGreaterThan(0);
  });

  test('a loader whose chunks overlap (s * 128 with 256 threads)', () => {
    const text = program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int tile[16][64];
      int ll = t.local[0] * 16 + t.local[1];
      for (int s = 0; s < 4; s++) {
        int e = ll + s * 128;
        tile[e / 64][e % 64] = s;
      }
      t.barrier.wait();
      a[t.global] = tile[t.local[0]][t.local[1]];
    }`, { rank: 2 });
    const d = raceAt(text, 'tile[e / 64]');
    expect(d.message).toContain('may');
  });

  test('a copy of the local index that drops a component', () => {
    const text = program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int row[16];
      index<2> li = t.local;
      row[li[0]] = li[1];
      t.barrier.wait();
      a[t.global] = row[t.local[0]];
    }`, { rank: 2 });
    expect(raceAt(text, 'row[li[0]]').message).toMatch(/different threads of the tile may write the same element/);
  });

  test('a copy of the local index with a component overwritten', () => {
    const text = program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int s[16][16];
      index<2> q = t.local;
      q[1] = 0;
      s[q[0]][q[1]] = 1;
      t.barrier.wait();
      a[t.global] = s[0][0];
    }`, { rank: 2 });
    raceAt(text, 's[q[0]][q[1]]');
  });

  test('a halved index: threads 2k and 2k + 1 write the same element', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[128];
      s[t.local[0] / 2] = 1;
      t.barrier.wait();
      a[t.global] = s[0];
    }`);
    raceAt(text, 's[t.local[0] / 2]');
  });

  test('a subscript the analysis cannot follow (a loaded value) may be any element', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[256];
      s[a[t.global] & 255] = 1;
      t.barrier.wait();
      a[t.global] = s[t.local[0]];
    }`);
    raceAt(text, 's[a[t.global] & 255]');
  });

  test('a variable changed in a loop without a barrier is not the same in both threads', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[512];
      int l = t.local[0];
      for (int k = 0; k < 2; k++) {
        s[l + k] = k;
      }
      t.barrier.wait();
      a[t.global] = s[l];
    }`);
    raceAt(text, 's[l + k]');
  });
});

describe('barriers that may not run do not separate accesses', () => {
  test('a barrier under a uniform condition', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[257];
      s[t.local[0]] = 1;
      if (n > 0) t.barrier.wait();
      a[t.global] = s[t.local[0] + 1];
    }`);
    raceAt(text, 's[t.local[0] + 1]');
  });

  test('a loop that may run no iteration, and one that runs at least one', () => {
    const racy = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[257];
      s[t.local[0]] = 1;
      for (int i = 0; i < n; i++) t.barrier.wait();
      a[t.global] = s[t.local[0] + 1];
    }`);
    raceAt(racy, 's[t.local[0] + 1]');
    noRaces(program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[257];
      s[t.local[0]] = 1;
      for (int i = 0; i < 4; i++) t.barrier.wait();
      a[t.global] = s[t.local[0] + 1];
    }`));
  });

  test('a break that skips the barrier of its iteration', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[257];
      int sum = 0;
      for (int i = 0; i < 4; i++) {
        s[t.local[0]] = i;
        if (n == i) break;
        t.barrier.wait();
        sum += s[t.local[0]];
        t.barrier.wait();
      }
      a[t.global] = sum + s[t.local[0] + 1];
    }`);
    raceAt(text, 's[t.local[0] + 1]');
  });

  test('the two branches of a thread-dependent if run at the same time in different threads', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[256];
      int l = t.local[0];
      if (l < 128) s[l] = 1;
      else a[t.global] = s[l - 128];
      t.barrier.wait();
      a[t.global] = s[l];
    }`);
    raceAt(text, 's[l - 128]');
    noRaces(program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[256];
      int l = t.local[0];
      if (l < 128) s[l] = 1;
      else s[l] = 2;
      t.barrier.wait();
      a[t.global] = s[l];
    }`));
  });
});

describe('the message claims the same element only when it is proven', () => {
  test('a constant subscript written by every thread: several threads, the same element', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[4];
      s[1] = t.local[0];
      t.barrier.wait();
      a[t.global] = s[1];
    }`);
    const d = raceAt(text, 's[1] =');
    expect(d.message).toMatch(/several threads of the tile write the same element/);
    expect(d.notes.map((n) => n.message)).toContain('every thread that runs this statement accesses the same element');
  });

  test('a uniform condition and a captured subscript keep the claim', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[4];
      if (n > 2) s[n & 3] = 1;
      t.barrier.wait();
      a[t.global] = s[0];
    }`);
    expect(raceAt(text, 's[n & 3]').message).toMatch(/several threads/);
  });

  test('a thread-dependent condition: "may"', () => {
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[4];
      if (t.local[0] < 2) s[0] = 1;
      t.barrier.wait();
      a[t.global] = s[0];
    }`);
    const d = raceAt(text, 's[0] =');
    expect(d.message).toMatch(/may write the same element/);
    expect(d.notes.map((n) => n.message)).not.toContain('every thread that runs this statement accesses the same element');
  });

  test('after `if (cond) return;` only the threads with cond false go on', () => {
    noRaces(program(`[=](tiled_index<4> t) restrict(amp) {
      tile_static int s[4];
      s[t.local[0]] = 0;
      t.barrier.wait();
      if (t.local[0] != 0) return;
      s[0] = 1;
    }`, { tile: '4' }));
    const text = program(`[=](tiled_index<256> t) restrict(amp) {
      tile_static int s[4];
      if (t.local[0] >= 4) return;
      s[0] = 1;
    }`);
    const d = raceAt(text, 's[0] = 1');
    // Four threads write it, not every thread of the tile.
    expect(d.message).toMatch(/may write the same element/);
  });

  test('a pin leaving one thread is no race; a pin leaving a row of threads is', () => {
    noRaces(program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int s[4];
      if (t.local[0] == 0 && t.local[1] == 3) s[0] = 1;
      t.barrier.wait();
      a[t.global] = s[0];
    }`, { rank: 2 }));
    const text = program(`[=](tiled_index<16, 16> t) restrict(amp) {
      tile_static int s[4];
      if (t.local[0] == 0) s[0] = 1;
      t.barrier.wait();
      a[t.global] = s[0];
    }`, { rank: 2 });
    expect(raceAt(text, 's[0] =').message).toMatch(/several threads/);
  });
});

describe('soundness against enumeration', () => {
  /** The variables of a generated kernel: the local index of a 4 x 4 tile, a loop's k, a variable x the loop carries. */
  type Vars = { l0: number; l1: number; k: number; x: number };
  type Gen = { text: string; value: (v: Vars) => number };
  type Cond = { text: string; holds: (v: Vars) => boolean };
  let seed = 20261123;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.floor((seed / 2147483648) * n);
  };
  /** A random integer expression over `names` (C++ text and value). */
  const expression = (depth: number, names: readonly ('k' | 'x')[] = []): Gen => {
    if (depth === 0 || random(4) === 0) {
      const pick = random(3 + names.length);
      if (pick === 0) return { text: 't.local[0]', value: (v) => v.l0 };
      if (pick === 1) return { text: 't.local[1]', value: (v) => v.l1 };
      if (pick === 2) {
        const k = random(10);
        return { text: String(k), value: () => k };
      }
      const name = names[pick - 3];
      return { text: name, value: (v) => v[name] };
    }
    const a = expression(depth - 1, names);
    const c = 1 + random(5);
    switch (random(8)) {
      case 0: { const b = expression(depth - 1, names); return { text: `(${a.text} + ${b.text})`, value: (v) => a.value(v) + b.value(v) }; }
      case 1: { const b = expression(depth - 1, names); return { text: `(${a.text} - ${b.text})`, value: (v) => a.value(v) - b.value(v) }; }
      case 2: return { text: `(${a.text} * ${c})`, value: (v) => a.value(v) * c };
      case 3: return { text: `(${a.text} / ${c})`, value: (v) => Math.trunc(a.value(v) / c) };
      case 4: return { text: `(${a.text} % ${c})`, value: (v) => a.value(v) % c };
      case 5: return { text: `(${a.text} >> ${c % 3})`, value: (v) => a.value(v) >> (c % 3) };
      case 6: { const m = [0, 1, 3, 7][c % 4]; return { text: `(${a.text} & ${m})`, value: (v) => a.value(v) & m }; }
      default: { const b = expression(depth - 1, names); return { text: `(${a.text} + ${b.text} * 4)`, value: (v) => a.value(v) + b.value(v) * 4 }; }
    }
  };
  const condition = (names: readonly ('k' | 'x')[] = []): Cond => {
    const e = expression(1, names);
    const c = random(8) - 1;
    switch (random(6)) {
      case 0: return { text: `${e.text} < ${c}`, holds: (v) => e.value(v) < c };
      case 1: return { text: `${e.text} == ${c}`, holds: (v) => e.value(v) === c };
      case 2: return { text: `!(${e.text} >= ${c})`, holds: (v) => !(e.value(v) >= c) };
      case 3: { const f = condition(names); return { text: `${e.text} > ${c} && ${f.text}`, holds: (v) => e.value(v) > c && f.holds(v) }; }
      case 4: { const f = expression(1, names); return { text: `${e.text} <= ${f.text}`, holds: (v) => e.value(v) <= f.value(v) }; }
      default: return { text: 'true', holds: () => true };
    }
  };
  const threads: [number, number][] = [];
  for (let l0 = 0; l0 < 4; l0++) for (let l1 = 0; l1 < 4; l1++) threads.push([l0, l1]);
  const size = 24;
  const inBounds = (e: number) => e >= 0 && e < size;

  test('every race that enumerating the thread pairs finds is reported', () => {
    let races = 0;
    let silent = 0;
    for (let trial = 0; trial < 150; trial++) {
      const g1 = condition();
      const g2 = condition();
      const e1 = expression(3);
      const e2 = expression(3);
      const secondWrites = random(2) === 0;
      // Sometimes threads leave between the two statements.
      const leave = random(2) === 0 ? condition() : null;
      const second = (v: Vars) => g2.holds(v) && !(leave && leave.holds(v));
      const at = ([l0, l1]: [number, number]): Vars => ({ l0, l1, k: 0, x: 0 });
      let racy = false;
      for (const a of threads) {
        for (const b of threads) {
          if (a === b) continue;
          const va = at(a);
          const vb = at(b);
          const first = g1.holds(va) && inBounds(e1.value(va));
          // write 1 / write 1, write 1 / access 2, and write 2 / write 2
          if (first && g1.holds(vb) && e1.value(va) === e1.value(vb)) racy = true;
          if (first && second(vb) && e1.value(va) === e2.value(vb)) racy = true;
          if (secondWrites && second(va) && inBounds(e2.value(va)) && second(vb) && e2.value(va) === e2.value(vb)) racy = true;
        }
      }
      const text = program(`[=](tiled_index<4, 4> t) restrict(amp) {
        tile_static int s[${size}];
        if (${g1.text}) s[${e1.text}] = 1;
        ${leave ? `if (${leave.text}) return;` : ''}
        if (${g2.text}) ${secondWrites ? `s[${e2.text}] = 2` : `a[t.global] = s[${e2.text}]`};
      }`, { rank: 2, tile: '4, 4' });
      const reported = checkSource(text).diagnostics.some((d) => d.code === 'tile-static-race');
      if (racy) {
        races++;
        if (!reported) throw new Error(`a race the check missed:\n${text}`);
      } else if (!reported) silent++;
    }
    // The grid exercises both sides: real races, and race-free programs the check proves so.
    expect(races).toBeGreaterThan(20);
    expect(silent).toBeGreaterThan(10);
  });

  test('with a loop: barriers at random places, k and a carried x in subscripts and guards, phases simulated', () => {
    let races = 0;
    let silent = 0;
    for (let trial = 0; trial < 150; trial++) {
      const names = ['k', 'x'] as const;
      const g1 = condition(names);
      const g2 = condition(names);
      const e1 = expression(3, names);
      const e2 = expression(3, names);
      const e3 = expression(2, ['x']);
      const x0 = expression(1);
      // x moves by a constant, by a thread-dependent amount, or under a thread-dependent condition.
      const dx = expression(random(2), ['k']);
      const gx = condition(['k']);
      const secondWrites = random(2) === 0;
      const barrierAfter = [random(2) === 0, random(2) === 0];
      const trips = 1 + random(3);
      const down = random(2) === 0;
      // Each thread's accesses, with the number of barriers it passed before each.
      type Touch = { phase: number; write: boolean; element: number };
      const run = ([l0, l1]: [number, number]): Touch[] => {
        const out: Touch[] = [];
        let phase = 0;
        const v: Vars = { l0, l1, k: 0, x: x0.value({ l0, l1, k: 0, x: 0 }) };
        for (let i = 0; i < trips; i++) {
          v.k = down ? trips - 1 - i : i;
          if (g1.holds(v)) out.push({ phase, write: true, element: e1.value(v) });
          if (barrierAfter[0]) phase++;
          if (g2.holds(v)) out.push({ phase, write: secondWrites, element: e2.value(v) });
          if (barrierAfter[1]) phase++;
          if (gx.holds(v)) v.x += dx.value(v);
        }
        out.push({ phase, write: false, element: e3.value(v) });
        return out.filter((t) => inBounds(t.element));
      };
      const touches = threads.map(run);
      let racy = false;
      for (let a = 0; a < touches.length && !racy; a++) {
        for (let b = 0; b < touches.length && !racy; b++) {
          if (a === b) continue;
          racy = touches[a].some((p) => touches[b].some((q) => p.phase === q.phase && p.element === q.element && (p.write || q.write)));
        }
      }
      const loop = down ? `for (int k = ${trips - 1}; k >= 0; k--)` : `for (int k = 0; k < ${trips}; k++)`;
      const text = program(`[=](tiled_index<4, 4> t) restrict(amp) {
        tile_static int s[${size}];
        int x = ${x0.text};
        ${loop} {
          if (${g1.text}) s[${e1.text}] = 1;
          ${barrierAfter[0] ? 't.barrier.wait();' : ''}
          if (${g2.text}) ${secondWrites ? `s[${e2.text}] = 2` : `a[t.global] = s[${e2.text}]`};
          ${barrierAfter[1] ? 't.barrier.wait();' : ''}
          if (${gx.text}) x += ${dx.text};
        }
        a[t.global] += s[${e3.text}];
      }`, { rank: 2, tile: '4, 4' });
      const reported = checkSource(text).diagnostics.some((d) => d.code === 'tile-static-race');
      if (racy) {
        races++;
        if (!reported) throw new Error(`a race the check missed:\n${text}`);
      } else if (!reported) silent++;
    }
    expect(races).toBeGreaterThan(20);
    expect(silent).toBeGreaterThan(5);
  });
});
