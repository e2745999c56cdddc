/**
 * The kernels of every C++ program in the repository validate in Dawn with no message: not only
 * the samples (wgsl-validates.test.ts) but the end-to-end programs, the oracle programs, the
 * negative cases that compile, and any other .cpp under samples/ and test/ that ampc accepts.
 *
 * Programs that must compile fail here when they do not; the rest (cases expecting errors, damaged
 * sources, g++-only fixtures) are validated when ampc accepts them; what they must report when it
 * does not is tested elsewhere (negative.test.ts, damaged.test.ts). The device has the adapter's
 * compute limits, as `ampc run` has, since that is the device the kernels run on.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '../../src/driver.js';
import { useDawnDevice } from '../helpers/dawn-device.js';
import { dawnMessages } from '../helpers/dawn.js';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const requireDevice = useDawnDevice({ adapterLimits: true });

function cppFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return cppFilesUnder(path);
      return name.endsWith('.cpp') ? [path] : [];
    });
}

/** Whether a negative case (or samples/invalid listing) expects no error, from its `// expect:` header. */
function expectsNoError(text: string): boolean {
  const header = text.split('\n').filter((line) => line.startsWith('// expect:'));
  return header.length > 0 && !header.some((line) => line.startsWith('// expect: error '));
}

interface ProgramCase {
  /** The path from the repository root, plus any -D. */
  name: string;
  path: string;
  defines: ReadonlyMap<string, string>;
  /** A program that must compile: a compile error fails the test rather than skipping the program. */
  mustCompile: boolean;
}

const mustCompileDirs = ['samples', 'test/e2e/programs', 'test/e2e/oracle-programs'].map((d) => join(repo, d));

// test/fuzz/found/ holds minimised repros of open bugs, several of them WGSL that Dawn rejects;
// the fuzz suite owns them (test/fuzz/README.md), and each is to become a test when it is fixed.
const knownBugRepros = join(repo, 'test/fuzz/found');

const programs = [...cppFilesUnder(join(repo, 'samples')), ...cppFilesUnder(join(repo, 'test'))].filter((path) => dirname(path) !== knownBugRepros);
const cases: ProgramCase[] = programs.map((path) => {
  const rel = relative(repo, path);
  const inMustCompileDir = mustCompileDirs.includes(dirname(path));
  const isCase = rel.startsWith('test/negative/cases/') || rel.startsWith('samples/invalid/');
  const mustCompile = isCase ? expectsNoError(readFileSync(path, 'utf8')) : inMustCompileDir;
  return { name: rel, path, defines: new Map<string, string>(), mustCompile };
});
// sampling-example's tile size is a macro; 4 gives different tile_static arrays and workgroup sizes.
cases.push({ name: 'samples/sampling-example.cpp -D SAMPLESIZE=4', path: join(repo, 'samples/sampling-example.cpp'), defines: new Map([['SAMPLESIZE', '4']]), mustCompile: true });

describe('the programs this test covers', () => {
  it('include every directory of programs that must compile, and the negative cases that compile', () => {
    const mustCompile = cases.filter((c) => c.mustCompile).map((c) => c.name);
    for (const prefix of ['samples/', 'test/e2e/programs/', 'test/e2e/oracle-programs/', 'test/negative/cases/', 'samples/invalid/']) {
      expect(mustCompile.filter((name) => name.startsWith(prefix)).length).toBeGreaterThan(0);
    }
    expect(mustCompile.length).toBeGreaterThan(60);
    // Listings the docs show as wrong do not have to compile; damaged sources never do.
    expect(cases.find((c) => c.name === 'samples/invalid/barrier-nonuniform.cpp')?.mustCompile).toBe(false);
    expect(cases.filter((c) => c.name.startsWith('samples/damaged/') && c.mustCompile)).toEqual([]);
  });
});

describe('Dawn accepts the kernels of every program ampc accepts', () => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, program) => {
    const result = compile(program.path, readFileSync(program.path, 'utf8'), { defines: program.defines });
    const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.start.line}:${d.span.start.column} [${d.code}] ${d.message}`);
    if (program.mustCompile) expect(errors).toEqual([]);
    if (result.output === null) {
      // A program expected to fail: nothing to validate, but it must say why.
      expect(errors.length).toBeGreaterThan(0);
      return;
    }
    expect(await dawnMessages(await requireDevice(), result.output.wgsl)).toEqual([]);
  });
});
