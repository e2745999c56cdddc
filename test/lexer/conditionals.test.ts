import { expandsTo, images, run, where } from './helpers.js';

describe('#if / #ifdef / #ifndef / #elif / #else / #endif', () => {
  test('#ifdef and #ifndef', () => {
    expect(expandsTo('#define A\n#ifdef A\na\n#endif\n#ifdef B\nb\n#endif\n#ifndef B\nnotb\n#endif')).toBe('a notb');
  });

  test('#if / #elif / #else chooses the first true branch only', () => {
    const text = (n: number) => `#define N ${n}\n#if N == 1\none\n#elif N == 2\ntwo\n#elif N >= 2\nbig\n#else\nother\n#endif`;
    expect(expandsTo(text(1))).toBe('one');
    expect(expandsTo(text(2))).toBe('two');
    expect(expandsTo(text(5))).toBe('big');
    expect(expandsTo(text(0))).toBe('other');
  });

  test('nested groups inside skipped groups are skipped entirely, and not evaluated', () => {
    const text = '#if 0\n#if 1/0\nno\n#else\nno2\n#endif\n#elif 1\nyes\n#endif';
    expect(expandsTo(text)).toBe('yes');
  });

  test('directives in skipped groups do nothing, even unknown ones and #error', () => {
    expect(expandsTo('#if 0\n#define X 1\n#error no\n#bogus\n#include <none.h>\n#endif\nX')).toBe('X');
  });

  test('invalid characters in skipped groups are not errors', () => {
    expect(expandsTo("#ifdef NEVER\n@ it's $ fine\n#endif\nok")).toBe('ok');
  });

  test('defined X and defined(X), unknown identifiers are 0, true is 1', () => {
    expect(expandsTo('#define A 0\n#if defined A && defined(A) && !defined B\nyes\n#endif')).toBe('yes');
    expect(expandsTo('#if UNKNOWN\nno\n#elif UNKNOWN + 1 == 1\nyes\n#endif')).toBe('yes');
    expect(expandsTo('#if true && !false\nyes\n#endif')).toBe('yes');
  });

  test('defined is answered before expansion', () => {
    expect(expandsTo('#define A B\n#if defined(A) && !defined(B)\nyes\n#endif')).toBe('yes');
  });

  test('macros in #if are expanded, function-like ones too', () => {
    expect(expandsTo('#define VERSION(a, b) ((a) * 100 + (b))\n#if VERSION(2, 5) > 204\nyes\n#endif')).toBe('yes');
  });

  test('include guards', () => {
    const guarded = '#ifndef H\n#define H\nint h;\n#endif\n';
    expect(expandsTo(guarded + guarded)).toBe('int h ;');
  });

  test('the null directive and #pragma / #line are accepted', () => {
    expect(expandsTo('#\n# \n#pragma warning(disable: 4996)\n#pragma once\n#line 10 "x.cpp"\n# 5 "y.cpp"\nok')).toBe('ok');
  });

  test('# inside a line is not a directive', () => {
    const result = run('a # b');
    expect(images(result)).toBe('a b');
    expect(where(result.diagnostics)).toEqual(['pp-stray-token@1:3']);
  });

  test('a directive can continue over a line splice', () => {
    expect(expandsTo('#define LONG 1 + \\\n  2\nLONG')).toBe('1 + 2');
  });

  test('a block comment over lines does not end a directive', () => {
    expect(expandsTo('#define X 1 /* a\n b */ + 2\nX')).toBe('1 + 2');
  });
});

describe('#error and #warning', () => {
  test('#error is an error with the text as written', () => {
    const result = run("ok\n  #error don't build this\nstill");
    expect(images(result)).toBe('ok still');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'pp-error',
      message: "#error don't build this",
      span: { start: { line: 2, column: 3 } },
    });
  });

  test('#warning is a warning', () => {
    const result = run('#warning careful\nx');
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.message])).toEqual([
      ['warning', 'pp-warning', '#warning careful'],
    ]);
  });
});

describe('conditional errors', () => {
  test('unterminated #if is reported at the #if', () => {
    const result = run('a\n  #if 1\nb\n#ifdef X\n#endif\n');
    expect(where(result.diagnostics)).toEqual(['pp-unterminated-conditional@2:3']);
    expect(result.diagnostics[0].message).toBe('unterminated #if');
    expect(images(result)).toBe('a b');
  });

  test('unterminated #ifndef inside a skipped group', () => {
    expect(where(run('#if 0\n#ifndef Y\n#endif').diagnostics)).toEqual(['pp-unterminated-conditional@1:1']);
  });

  test('#else, #elif and #endif without #if', () => {
    const result = run('x\n#else\n #endif\n#elif 1');
    expect(where(result.diagnostics)).toEqual([
      'pp-unmatched-conditional@2:1',
      'pp-unmatched-conditional@3:2',
      'pp-unmatched-conditional@4:1',
    ]);
    expect(result.diagnostics.map((d) => d.message)).toEqual(['#else without #if', '#endif without #if', '#elif without #if']);
  });

  test('#else after #else', () => {
    const result = run('#if 0\n#else\na\n#else\nb\n#endif');
    expect(where(result.diagnostics)).toEqual(['pp-unmatched-conditional@4:1']);
    expect(images(result)).toBe('a');
  });

  test('a group cannot end in another file', () => {
    const result = run('#include "open.h"\n#endif', { files: { 'open.h': '#if 1\n' } });
    expect(where(result.diagnostics)).toEqual(['pp-unterminated-conditional@1:1', 'pp-unmatched-conditional@2:1']);
    expect(result.diagnostics[0].span.file).toBe('open.h');
  });

  test('a bad #if expression is reported at the offending token and the group is skipped', () => {
    const result = run('#if 1 +\nno\n#else\nyes\n#endif\n#if (2\n#endif\n#if\n#endif\n#if 1 2\n#endif');
    expect(images(result)).toBe('yes');
    expect(where(result.diagnostics)).toEqual([
      'pp-invalid-expression@1:1',
      'pp-invalid-expression@6:1',
      'pp-invalid-expression@8:1',
      'pp-invalid-expression@10:7',
    ]);
  });

  test('defined without an identifier', () => {
    expect(where(run('#if defined\n#endif\n#if defined(3)\n#endif\n#if defined(X\n#endif').diagnostics)).toEqual([
      'pp-invalid-expression@1:5',
      'pp-invalid-expression@3:13',
      'pp-invalid-expression@5:13',
    ]);
  });

  test('#ifdef without a name, extra tokens after #endif', () => {
    const result = run('#ifdef\n#endif\n#ifndef A B\n#endif C');
    expect(result.diagnostics.map((d) => [d.severity, d.code, d.span.start.line, d.span.start.column])).toEqual([
      ['error', 'pp-macro-name', 1, 1],
      ['warning', 'pp-extra-tokens', 3, 11],
      ['warning', 'pp-extra-tokens', 4, 8],
    ]);
  });

  test('unknown directive', () => {
    const result = run('\n  #inclde <amp.h>\n');
    expect(where(result.diagnostics)).toEqual(['pp-unknown-directive@2:3']);
    expect(result.diagnostics[0].message).toBe("invalid preprocessing directive '#inclde'");
  });
});
