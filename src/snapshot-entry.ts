/**
 * The entry of ampc's start-up snapshot (src/snapshot.ts), run by `node --build-snapshot`: it
 * loads the compiler, compiles some programs so that V8 has compiled the functions a compile
 * runs (the snapshot keeps their bytecode), and names what the restored process runs: the
 * command, as dist/src/ampc.js would start it. The programs are the docs samples that ship
 * with ampc (samples/), the typical input, and one of its own that goes through host output
 * and templates too; a program that reaches other parts of the compiler gains less.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runAsProcess } from './cli.js';
import { compile } from './driver.js';

/** A program that goes through what most compiles do: includes, a tiled kernel, a helper, host output. */
const warmUp = `#include <amp.h>
#include <iostream>
#include <vector>
#include <cstdio>
using namespace concurrency;
static const int TS = 16;
float scale(float x, int k) restrict(amp, cpu) { return x * k + 1.0f; }
template <typename T> T total(const std::vector<T>& v) { T s = 0; for (size_t i = 0; i < v.size(); ++i) s += v[i]; return s; }
struct Pair { int a; float b; };
int main() {
  std::vector<float> a(64 * 64), b(64 * 64), c(64 * 64);
  for (int i = 0; i < 64 * 64; i++) { a[i] = (float)(i % 7); b[i] = 0.5f * (i % 3); }
  array_view<const float, 2> av(64, 64, a), bv(64, 64, b);
  array_view<float, 2> cv(64, 64, c);
  cv.discard_data();
  parallel_for_each(cv.extent.tile<TS, TS>(), [=](tiled_index<TS, TS> t) restrict(amp) {
    tile_static float sa[TS][TS];
    int row = t.local[0], col = t.local[1];
    float sum = 0.0f;
    for (int i = 0; i < 64; i += TS) {
      sa[row][col] = av(t.global[0], col + i);
      t.barrier.wait();
      for (int k = 0; k < TS; k++) sum += sa[row][k] * bv(i + k, t.global[1]);
      t.barrier.wait();
    }
    cv[t.global] = scale(sum, 2);
  });
  parallel_for_each(extent<1>(16), [=](index<1> i) restrict(amp) { cv(i[0], 0) += 1.0f; });
  cv.synchronize();
  Pair p = { 1, 2.5f };
  std::cout << "total " << total(c) << " " << p.a << std::endl;
  printf("%d %.2f\\n", (int)c.size(), p.b);
  return 0;
}
`;

if (v8.startupSnapshot.isBuildingSnapshot()) {
  // A program with an error, for the diagnostics' code. Not a syntax error: that would record
  // chevrotain's grammar (src/parser/parser.ts) into the snapshot, which every start would then
  // restore, and the parser would keep chevrotain's exceptions, on which Node's snapshot builder fails.
  compile('warm-up-error.cpp', 'int main() { int x = y; return x; }');
  let samples: string[] = [];
  try {
    samples = readdirSync(fileURLToPath(new URL('../../samples/', import.meta.url)), { withFileTypes: true })
      .filter((f) => f.isFile() && f.name.endsWith('.cpp'))
      .map((f) => fileURLToPath(new URL(`../../samples/${f.name}`, import.meta.url)));
  } catch {
    // An install without the samples: the program above alone.
  }
  for (const file of samples) compile(file, readFileSync(file, 'utf8'));
  compile('warm-up.cpp', warmUp);
  v8.startupSnapshot.setDeserializeMainFunction(() => {
    // A restored process's argv has no script: put the command's name where runAsProcess expects it.
    process.argv.splice(1, 0, 'ampc');
    void runAsProcess();
  });
}
