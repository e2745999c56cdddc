/**
 * Headers the compiler provides itself. Their declarations (C++ AMP, the
 * standard library bits the samples use) live in sema; here they are only
 * names, plus the few macros that programs use from them.
 */

// The standard headers' macros (RAND_MAX, INT_MAX, FLT_MAX, assert, ...) and more header names.
import { withStdHeaderTexts } from './std-header-texts.js';
import { hresultMacros } from '../library/amp-exceptions.js';

const windowsHeader = [
  '#define STD_OUTPUT_HANDLE ((DWORD)-11)',
  '#define TRUE 1',
  '#define FALSE 0',
  '#define FOREGROUND_BLUE 1',
  '#define FOREGROUND_GREEN 2',
  '#define FOREGROUND_RED 4',
  '#define FOREGROUND_INTENSITY 8',
  '#define INFINITE 0xFFFFFFFF',
  '',
].join('\n');

// <crtdbg.h>'s assertions, active as in Visual Studio's Debug configuration: assert's, unless NDEBUG.
const crtdbgHeader = [
  '#ifdef NDEBUG',
  '#define _ASSERT(expr) static_cast<void>(0)',
  '#define _ASSERTE(expr) static_cast<void>(0)',
  '#else',
  '#define _ASSERT(expr) __ampc_assert(static_cast<bool>(expr), #expr, __FILE__, __LINE__, __PRETTY_FUNCTION__)',
  '#define _ASSERTE(expr) __ampc_assert(static_cast<bool>(expr), #expr, __FILE__, __LINE__, __PRETTY_FUNCTION__)',
  '#endif',
  '',
].join('\n');

// The constants Microsoft's <amp_short_vectors.h> defines as macros.
const shortVectorsHeader = [
  '#define NORM_ZERO ((concurrency::graphics::norm)0.0f)',
  '#define NORM_MIN ((concurrency::graphics::norm)-1.0f)',
  '#define NORM_MAX ((concurrency::graphics::norm)1.0f)',
  '#define UNORM_ZERO ((concurrency::graphics::unorm)0.0f)',
  '#define UNORM_MIN ((concurrency::graphics::unorm)0.0f)',
  '#define UNORM_MAX ((concurrency::graphics::unorm)1.0f)',
  '',
].join('\n');

// <tchar.h> as Visual C++ declares it for a program built without _UNICODE: the generic-text names are the char ones.
const tcharHeader = [
  '#define _tmain main', '#define _TCHAR char', '#define _T(x) x', '#define _TEXT(x) x', '#define _tprintf printf',
  '#define _stprintf sprintf', '#define _tcslen strlen', '#define _tcscmp strcmp', '#define _ttoi atoi', '',
].join('\n');

// MSVC's <stdlib.h> macro, which every Visual C++ standard header brings in (through <cstdlib>).
const countofMacro = '#define _countof(array) (sizeof(array) / sizeof((array)[0]))\n';

/** Canonical header name → preprocessor text. */
const systemHeaderTexts: ReadonlyMap<string, string> = withStdHeaderTexts([
  // E_FAIL and the other HRESULTs C++ AMP's exceptions carry (src/library/amp-exceptions.ts).
  ['amp.h', countofMacro + hresultMacros],
  ['amp_math.h', ''],
  ['amp_short_vectors.h', shortVectorsHeader],
  // <amp_graphics.h> includes <amp_short_vectors.h>; its textures live in sema (src/library/graphics.ts).
  ['amp_graphics.h', shortVectorsHeader],
  ['iostream', countofMacro],
  ['iomanip', ''],
  ['vector', countofMacro],
  ['algorithm', ''],
  ['cmath', ''],
  ['math.h', ''],
  ['cstdio', ''],
  ['stdio.h', ''],
  ['cstdlib', countofMacro],
  ['stdlib.h', countofMacro],
  ['string', ''],
  ['numeric', ''],
  ['random', ''],
  ['ctime', ''],
  ['chrono', ''],
  ['ratio', ''],
  ['stack', ''],
  ['queue', ''],
  ['deque', ''],
  ['cassert', ''],
  ['assert.h', ''],
  ['cstring', ''],
  ['typeinfo', ''],
  ['exception', ''],
  ['stdexcept', ''],
  ['Windows.h', windowsHeader + hresultMacros],
  ['tchar.h', tcharHeader],
  ['crtdbg.h', crtdbgHeader],
  // The Parallel Patterns Library: its declarations are C++ (src/library/ppl-header.ts) and tables (ppl.ts).
  ['ppl.h', ''],
  // What Visual Studio's console-application template puts in stdafx.h.
  ['stdafx.h', '#include <stdio.h>\n#include <tchar.h>\n'],
]);

/** Other spellings of a header (Windows file names are case-insensitive). */
const systemHeaderAliases: ReadonlyMap<string, string> = new Map([['windows.h', 'Windows.h']]);

export interface SystemHeader {
  /** The name recorded in `PreprocessResult.systemHeaders`, e.g. "Windows.h" for `<windows.h>` too. */
  name: string;
  text: string;
}

export function findSystemHeader(spelling: string): SystemHeader | undefined {
  const name = systemHeaderAliases.get(spelling) ?? spelling;
  const text = systemHeaderTexts.get(name);
  return text === undefined ? undefined : { name, text };
}

/** The pseudo file name used in spans of tokens spelled inside a built-in header. */
export function systemHeaderFile(name: string): string {
  return `<${name}>`;
}
