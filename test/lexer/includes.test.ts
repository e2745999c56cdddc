import { images, run, where } from './helpers.js';

describe('#include', () => {
  test('a quoted include is found next to the including file, and its tokens come in place', () => {
    const result = run('before\n#include "util.h"\nafter', { files: { 'src/util.h': 'int util;\n' } }, 'src/main.cpp');
    expect(result.diagnostics).toEqual([]);
    expect(images(result)).toBe('before int util ; after');
    expect([...result.files.keys()]).toEqual(['src/main.cpp', 'src/util.h']);
    expect(result.files.get('src/util.h')).toBe('int util;\n');
  });

  test('nested includes resolve relative to each including file, with .. segments', () => {
    const files = {
      '/p/a/one.h': '#include "../b/two.h"\none',
      '/p/b/two.h': '#include "sub/three.h"\ntwo',
      '/p/b/sub/three.h': 'three',
    };
    const result = run('#include "a/one.h"\nmain', { files }, '/p/main.cpp');
    expect(result.diagnostics).toEqual([]);
    expect(images(result)).toBe('three two one main');
  });

  test('-I paths are searched after the including directory for quotes, and first for <>', () => {
    const files = { 'inc/q.h': 'from_inc', 'local.h': 'local_dir', 'inc/local.h': 'inc_dir', 'inc/vector': 'my_vector' };
    const options = { files, includePaths: ['inc'] };
    expect(images(run('#include "q.h"\n#include "local.h"', options))).toBe('from_inc local_dir');
    // An angled name skips the including directory, and an -I header hides a built-in one.
    expect(images(run('#include <local.h>\n#include <vector>', options))).toBe('inc_dir my_vector');
    expect(run('#include <vector>', options).systemHeaders.size).toBe(0);
  });

  test('Windows-style backslashes in include names', () => {
    const result = run('#include "lib\\\\x.h"', { files: { 'lib/x.h': 'x' } });
    // The lexer reads "lib\\x.h" as written; the name is taken without escape processing.
    expect(result.diagnostics.map((d) => d.code)).toEqual([]);
    expect(images(result)).toBe('x');
  });

  test('built-in headers are recorded and define their macros', () => {
    const text = '#include <amp.h>\n#include <iostream>\n#include <windows.h>\n#include <tchar.h>\n' +
      'int _tmain(int argc, _TCHAR* argv[]) { h = STD_OUTPUT_HANDLE; c = FOREGROUND_RED | FOREGROUND_INTENSITY; t = TRUE; }';
    const result = run(text);
    expect(result.diagnostics).toEqual([]);
    // <amp.h> brings <cassert>, <climits> and <cstdlib> along, as HCC's does; <iostream> <ctime>, as libstdc++'s does.
    expect([...result.systemHeaders].sort()).toEqual(['Windows.h', 'amp.h', 'cassert', 'climits', 'cstdlib', 'ctime', 'iostream', 'tchar.h']);
    expect(images(result)).toBe(
      'int main ( int argc , char * argv [ ] ) { h = ( ( DWORD ) - 11 ) ; c = 4 | 8 ; t = 1 ; }',
    );
    expect(result.files.size).toBe(1);
  });

  test('every listed built-in header is known', () => {
    const names = [
      'amp.h', 'amp_math.h', 'amp_short_vectors.h', 'iostream', 'iomanip', 'vector', 'algorithm', 'cmath', 'math.h',
      'cstdio', 'stdio.h', 'cstdlib', 'stdlib.h', 'string', 'numeric', 'random', 'ctime', 'chrono', 'cassert',
      'assert.h', 'cstring', 'Windows.h', 'tchar.h', 'stdafx.h',
    ];
    const result = run(names.map((name) => `#include <${name}>\n`).join(''));
    expect(result.diagnostics).toEqual([]);
    expect([...result.systemHeaders].sort()).toEqual([...names, 'climits'].sort()); // climits through amp.h
    expect(result.tokens).toEqual([]);
  });

  test('a quoted name falls back to the built-in headers: #include "stdafx.h"', () => {
    const result = run('#include "stdafx.h"\nx');
    expect(result.diagnostics).toEqual([]);
    expect(result.systemHeaders.has('stdafx.h')).toBe(true);
  });

  test('#include through a macro', () => {
    const files = { 'cfg.h': 'cfg' };
    expect(images(run('#define HEADER "cfg.h"\n#include HEADER', { files }))).toBe('cfg');
    const result = run('#define SYS <amp.h>\n#include SYS');
    expect(result.diagnostics).toEqual([]);
    expect(result.systemHeaders.has('amp.h')).toBe(true);
  });

  test('#pragma once includes a file once; include guards too', () => {
    const files = {
      'once.h': '#pragma once\nonce',
      'guard.h': '#ifndef GUARD_H\n#define GUARD_H\nguard\n#endif',
    };
    const result = run('#include "once.h"\n#include "guard.h"\n#include "once.h"\n#include "guard.h"', { files });
    expect(result.diagnostics).toEqual([]);
    expect(images(result)).toBe('once guard');
  });

  test('macros defined in an included file apply after the #include', () => {
    expect(images(run('#include "def.h"\nN', { files: { 'def.h': '#define N 42\n' } }))).toBe('42');
  });

  test('tokens from an included file have spans in that file', () => {
    const result = run('#include "h.h"\n  main_token', { files: { 'h.h': '\n   header_token' } });
    const [header, main] = result.tokens;
    expect(header.span).toEqual({
      file: 'h.h',
      start: { offset: 4, line: 2, column: 4 },
      end: { offset: 16, line: 2, column: 16 },
    });
    expect([header.startLine, header.startColumn, header.endColumn]).toEqual([2, 4, 15]);
    expect(main.span.file).toBe('main.cpp');
    expect([main.startLine, main.startColumn]).toEqual([2, 3]);
  });

  test('a macro defined in a header and used in the main file points at the use, and at the header for its definition', () => {
    const withInclude = run('#include "n.h"\nint x = N;', { files: { 'n.h': '\n#define N 7' } });
    const seven = withInclude.tokens.find((t) => t.image === '7')!;
    expect(seven.span).toMatchObject({ file: 'main.cpp', start: { line: 2, column: 9 } });
    expect(seven.span.expandedFrom).toMatchObject({ macro: 'N', span: { file: 'n.h', start: { line: 2, column: 9 } } });
  });

  test('a missing file is an error at the header name', () => {
    const result = run('int a;\n#include  "missing.h"\n#include <nothere.h>\nint b;');
    expect(where(result.diagnostics)).toEqual(['pp-include-not-found@2:11', 'pp-include-not-found@3:10']);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      "cannot open include file 'missing.h': no such file",
      "cannot open include file 'nothere.h': no such file",
    ]);
    expect(images(result)).toBe('int a ; int b ;');
  });

  test('a standard or Windows header that ampc does not ship is a library it does not support, not a missing file', () => {
    const result = run('#include <optional>\n#include <ppltasks.h>\n#include "optional"\nint b;');
    expect(where(result.diagnostics)).toEqual(['unsupported-library@1:10', 'unsupported-library@2:10', 'pp-include-not-found@3:10']);
    expect(result.diagnostics.map((d) => d.message)).toEqual([
      '<optional> is not supported by ampc',
      '<ppltasks.h> is not supported by ampc',
      "cannot open include file 'optional': no such file",
    ]);
  });

  test('a readFile that throws counts as a missing file', () => {
    const result = run('#include "dir"', {
      readFile: () => {
        throw new Error('EISDIR');
      },
    });
    expect(where(result.diagnostics)).toEqual(['pp-include-not-found@1:10']);
  });

  test('a file including itself stops at the depth limit with an error', () => {
    const result = run('#include "self.h"', { files: { 'self.h': 'x\n#include "self.h"\n' } });
    expect(result.diagnostics.map((d) => d.code)).toEqual(['pp-include-depth']);
    expect(result.diagnostics[0].span).toMatchObject({ file: 'self.h', start: { line: 2, column: 10 } });
    expect(result.tokens).toHaveLength(199);
  });

  test('malformed #include', () => {
    expect(where(run('#include\n#include foo\n#include <amp.h').diagnostics)).toEqual([
      'pp-invalid-include@1:1',
      'pp-invalid-include@2:10',
      'pp-invalid-include@3:10',
    ]);
  });

  test('errors in an included file carry its name and positions', () => {
    const result = run('#include "bad.h"', { files: { 'bad.h': 'ok\n  @\n#if\n#endif' } });
    expect(result.diagnostics.map((d) => [d.code, d.span.file, d.span.start.line, d.span.start.column])).toEqual([
      ['lex-invalid-character', 'bad.h', 2, 3],
      ['pp-invalid-expression', 'bad.h', 3, 1],
    ]);
  });
});
