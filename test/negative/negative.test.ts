/**
 * The negative suite: pins ampc's C++ AMP rule checks (ids, severities, carets)
 * to small programs whose expectations were written from C++ AMP semantics,
 * following the rules table (rule id, severity, and clang's caret position).
 *
 * Each `cases/*.cpp` starts with one `// expect: <severity> <rule-id> <line>:<col>`
 * line per diagnostic ampc must report (or a single `// expect: none`); line and
 * column are 1-based and count those header lines. The set of reported
 * (severity, rule, line:col) must equal the expected set exactly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Diagnostic } from '../../src/diagnostics.js';
import { compile, type CompileResult } from '../../src/driver.js';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));
const casesDirectory = here('./cases');
const samplesDirectory = here('../../samples');

const cppFilesIn = (directory: string): string[] =>
  readdirSync(directory)
    .filter((name) => name.endsWith('.cpp'))
    .sort();

interface Expectation {
  severity: 'error' | 'warning';
  code: string;
  line: number;
  column: number;
}

/** The `// expect:` header of a case; throws on a malformed header so a typo cannot pass silently. */
function parseExpectations(text: string, name: string): Expectation[] {
  const expectations: Expectation[] = [];
  let sawNone = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith('// expect:')) break;
    if (line === '// expect: none') {
      sawNone = true;
      continue;
    }
    const match = /^\/\/ expect: (error|warning) ([a-z][a-z-]*) (\d+):(\d+)$/.exec(line);
    if (!match) throw new Error(`${name}: malformed expectation line '${line}'`);
    expectations.push({ severity: match[1] as Expectation['severity'], code: match[2], line: Number(match[3]), column: Number(match[4]) });
  }
  if (sawNone === (expectations.length > 0)) {
    throw new Error(`${name}: a case needs either '// expect: none' or at least one '// expect:' diagnostic, not both or neither`);
  }
  return expectations;
}

const describeExpectation = (e: Expectation): string => `${e.severity} ${e.code} ${e.line}:${e.column}`;
const describeDiagnostic = (d: Diagnostic): string => `${d.severity} ${d.code} ${d.span.start.line}:${d.span.start.column}`;

/** Runs the compiler in-process; a throw is a test failure with the input named. */
function compileOrFail(file: string, text: string): CompileResult {
  try {
    return compile(file, text);
  } catch (thrown) {
    throw new Error(`compile threw on ${file}: ${thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown)}`);
  }
}

/** Rules whose diagnostics must explain themselves with located notes, and how many at least. */
const notesRequired: ReadonlyMap<string, number> = new Map([
  // the condition/return/break that made flow thread-dependent (and the varying source)
  ['barrier-nonuniform', 1],
  // the other conflicting access (the caret is on the second one)
  ['tile-static-race', 1],
]);

/** The docs' "do not do this" listings live in samples/invalid/ and are cases like the others. */
const invalidSamplesDirectory = here('../../samples/invalid');
const caseNames = [...cppFilesIn(casesDirectory), ...cppFilesIn(invalidSamplesDirectory).map((name) => `samples/invalid/${name}`)];
const casePath = (name: string): string =>
  name.startsWith('samples/invalid/') ? join(invalidSamplesDirectory, name.slice('samples/invalid/'.length)) : join(casesDirectory, name);

describe('negative cases', () => {
  test('there are enough cases, covering every rule id of the table', () => {
    expect(caseNames.length).toBeGreaterThanOrEqual(70);
    const covered = new Set<string>();
    for (const name of caseNames) {
      for (const e of parseExpectations(readFileSync(casePath(name), 'utf8'), name)) covered.add(e.code);
    }
    const ruleIds = [
      'syntax', 'amp-pointer', 'amp-type', 'amp-double', 'amp-union', 'bit-field', 'amp-enum-base', 'amp-recursion',
      'amp-virtual', 'amp-function-pointer', 'amp-goto', 'amp-exceptions', 'amp-new-delete', 'amp-rtti',
      'amp-static-local', 'amp-global', 'amp-varargs', 'amp-asm', 'amp-call-non-amp', 'capture-by-reference',
      'capture-array-by-value', 'tile-static-outside-amp', 'tile-static-non-tiled', 'tile-static-initializer',
      'tile-static-pointer', 'tile-static-reference', 'tile-static-size', 'tile-rank', 'tile-size',
      'tile-size-not-constant', 'kernel-index-mismatch', 'extent-not-divisible', 'barrier-nonuniform',
      'barrier-outside-tiled', 'tile-static-race', 'const-write', 'undeclared', 'type-mismatch', 'call-arity',
    ];
    expect(ruleIds.filter((id) => !covered.has(id))).toEqual([]);
  });

  test.each(caseNames)('%s', (name) => {
    const path = casePath(name);
    const text = readFileSync(path, 'utf8');
    const expected = parseExpectations(text, name);
    const result = compileOrFail(path, text);

    // The exact set: nothing missing, nothing extra (sorted so the diff reads well).
    const reported = result.diagnostics.map(describeDiagnostic).sort();
    expect(reported).toEqual(expected.map(describeExpectation).sort());

    // Every diagnostic explains itself in the case file; the flow-sensitive rules also point at their causes.
    const problems: string[] = [];
    for (const d of result.diagnostics) {
      const at = describeDiagnostic(d);
      if (d.message.trim() === '') problems.push(`${at}: empty message`);
      if (d.span.file !== path) problems.push(`${at}: span in '${d.span.file}', not in the case file`);
      const minimumNotes = notesRequired.get(d.code);
      if (minimumNotes === undefined) continue;
      const located = d.notes.filter((n) => n.span !== undefined && n.span.file === path && n.message.trim() !== '');
      if (located.length < minimumNotes) problems.push(`${at}: ${located.length} located note(s), want at least ${minimumNotes}`);
    }
    expect(problems).toEqual([]);

    // Warnings alone do not stop compilation.
    if (!expected.some((e) => e.severity === 'error')) expect(result.output).not.toBeNull();
  });
});

describe('the docs samples', () => {
  /** The samples that are not silent, with exactly what they must say and where; every other sample must say nothing. */
  const expectedSampleDiagnostics: ReadonlyMap<string, readonly string[]> = new Map([
    // 002's buggy 2 x 6 sum: thread (0,0) reads the other threads' elements with no barrier.
    // The caret is on t[0][1]: only thread (0,0) runs the sum, and it wrote t[0][0] itself.
    ['sum-2x6-race.cpp', ['warning tile-static-race 26:21']],
    // 000/004 "Memory fences": a global memory fence "applies only to global memory accesses, so the
    // compiler and hardware may reorder reads and writes of tile_static variables on both sides of
    // the fence". This sample orders its tileValues writes and reads with only that fence: a race.
    ['memory-fence-global.cpp', ['warning tile-static-race 50:58']],
    // Deliberately launches tile<5> over extent(12) and tile<2,4> over (2,6) to catch the exception:
    // both extents are known at compile time, so the compiler says it will throw.
    ['invalid-extent.cpp', ['warning extent-not-divisible 22:38', 'warning extent-not-divisible 32:39']],
  ]);

  test.each(cppFilesIn(samplesDirectory))('%s', (name) => {
    const path = join(samplesDirectory, name);
    const result = compileOrFail(path, readFileSync(path, 'utf8'));
    expect(result.diagnostics.map(describeDiagnostic)).toEqual(expectedSampleDiagnostics.get(name) ?? []);
    expect(result.output).not.toBeNull();
  });
});

// ---------------------------------------------------------------------------
// Robustness: damaged versions of the samples never make the compiler throw,
// and it always says something (a diagnostic) or produces something (an output).

/** mulberry32: a small seeded PRNG, so every run mutates the same way. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Crude C++ tokens (words, numbers, strings, punctuation) with the whitespace kept as separate pieces. */
const piecePattern = /\s+|[A-Za-z_]\w*|\d[\w.]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|::|->|<<|>>|<=|>=|==|!=|&&|\|\||\+\+|--|[+\-*/%&|^]=|[^\s]/g;

type Mutation = 'delete-token' | 'duplicate-token' | 'swap-tokens' | 'delete-line' | 'duplicate-line' | 'swap-lines';
const mutations: readonly Mutation[] = ['delete-token', 'duplicate-token', 'swap-tokens', 'delete-line', 'duplicate-line', 'swap-lines'];
const lineMutations: ReadonlySet<Mutation> = new Set(['delete-line', 'duplicate-line', 'swap-lines']);

function mutate(text: string, mutation: Mutation, random: () => number): string {
  const pick = (n: number): number => Math.floor(random() * n);
  if (lineMutations.has(mutation)) {
    const lines = text.split('\n');
    const i = pick(lines.length);
    switch (mutation) {
      case 'delete-line':
        lines.splice(i, 1);
        break;
      case 'duplicate-line':
        lines.splice(i, 0, lines[i]);
        break;
      case 'swap-lines': {
        const j = pick(lines.length);
        [lines[i], lines[j]] = [lines[j], lines[i]];
        break;
      }
      default:
        break;
    }
    return lines.join('\n');
  }
  const pieces = text.match(piecePattern) ?? [];
  const tokenIndices = pieces.flatMap((p, i) => (/^\s/.test(p) ? [] : [i]));
  if (tokenIndices.length < 2) return text;
  const k = pick(tokenIndices.length);
  const i = tokenIndices[k];
  switch (mutation) {
    case 'delete-token':
      pieces[i] = '';
      break;
    case 'duplicate-token':
      pieces[i] = `${pieces[i]} ${pieces[i]}`;
      break;
    case 'swap-tokens': {
      const j = tokenIndices[Math.min(k + 1, tokenIndices.length - 1)];
      [pieces[i], pieces[j]] = [pieces[j], pieces[i]];
      break;
    }
    default:
      break;
  }
  return pieces.join('');
}

interface Mutant {
  label: string;
  file: string;
  text: string;
}

function makeMutants(count: number, seed: number): Mutant[] {
  const random = seededRandom(seed);
  const sources = cppFilesIn(samplesDirectory).map((name) => ({ name, text: readFileSync(join(samplesDirectory, name), 'utf8') }));
  const mutants: Mutant[] = [];
  for (let n = 0; n < count; n++) {
    const source = sources[n % sources.length];
    const steps = 1 + Math.floor(random() * 3);
    const applied: Mutation[] = [];
    let text = source.text;
    for (let s = 0; s < steps; s++) {
      const mutation = mutations[Math.floor(random() * mutations.length)];
      applied.push(mutation);
      text = mutate(text, mutation, random);
    }
    mutants.push({ label: `#${n} ${source.name} (${applied.join(', ')})`, file: join(samplesDirectory, source.name), text });
  }
  return mutants;
}

describe('robustness on mutated samples', () => {
  const mutants = makeMutants(200, 20261121);

  test('the mutations are deterministic and actually change the programs', () => {
    const again = makeMutants(200, 20261121);
    expect(again.map((m) => m.text)).toEqual(mutants.map((m) => m.text));
    const originals = new Set(cppFilesIn(samplesDirectory).map((name) => readFileSync(join(samplesDirectory, name), 'utf8')));
    expect(mutants.filter((m) => !originals.has(m.text)).length).toBeGreaterThanOrEqual(190);
  });

  test.each(mutants.map((m) => [m.label, m] as const))('%s', (_label, mutant) => {
    const result = compileOrFail(mutant.file, mutant.text);
    expect(result.diagnostics.length > 0 || result.output !== null).toBe(true);
    for (const d of result.diagnostics) {
      expect(d.message.trim()).not.toBe('');
      expect(d.span.start.line).toBeGreaterThanOrEqual(1);
      expect(d.span.start.column).toBeGreaterThanOrEqual(1);
    }
  });
});
