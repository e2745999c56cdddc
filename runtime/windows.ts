/**
 * The `<Windows.h>` console subset that the C++ AMP documentation's samples
 * call: text colours through `SetConsoleTextAttribute`, and window/buffer
 * sizing calls that do nothing here.
 *
 * Colours become ANSI SGR sequences written through cout's buffer (so they
 * stay in order with the text), but only when stdout is a terminal and
 * NO_COLOR is not set; otherwise the calls print nothing at all, and
 * redirected output stays plain text. A colour still set when the program's
 * output finishes is reset.
 */
import { cout, onOutputFinished } from './iostream.js';

export const STD_INPUT_HANDLE = -10;
export const STD_OUTPUT_HANDLE = -11;
export const STD_ERROR_HANDLE = -12;

export const FOREGROUND_BLUE = 0x1;
export const FOREGROUND_GREEN = 0x2;
export const FOREGROUND_RED = 0x4;
export const FOREGROUND_INTENSITY = 0x8;

/** Win32 `COORD`. */
export class COORD {
  X = 0;
  Y = 0;
}

/** Win32 `SMALL_RECT`. */
export class SMALL_RECT {
  Left = 0;
  Top = 0;
  Right = 0;
  Bottom = 0;
}

/** Win32 `GetStdHandle`: the handle is just the requested number. */
export function GetStdHandle(n: number): number {
  return n;
}

let colorOverride: boolean | undefined;
let colorSet = false;

/**
 * Forces colour output on or off (`undefined`: decide from the environment).
 * Tests use this; so can an embedder whose sink is a terminal.
 */
export function setColorEnabled(enabled: boolean | undefined): void {
  colorOverride = enabled;
}

function colorEnabled(): boolean {
  if (colorOverride !== undefined) return colorOverride;
  const proc = (globalThis as {
    process?: { stdout?: { isTTY?: boolean }; env?: Record<string, string | undefined> };
  }).process;
  return proc?.stdout?.isTTY === true && proc.env?.NO_COLOR === undefined;
}

/** The SGR sequence for a console attribute's foreground bits (7, the default grey, resets). */
export function sgrForAttribute(attr: number): string {
  const foreground = attr & 0xf;
  if (foreground === 7) return '\x1b[0m';
  // Windows orders the bits B, G, R; ANSI's colour numbers are R=1, G=2, B=4.
  const ansi =
    (foreground & FOREGROUND_RED ? 1 : 0) | (foreground & FOREGROUND_GREEN ? 2 : 0) | (foreground & FOREGROUND_BLUE ? 4 : 0);
  const base = foreground & FOREGROUND_INTENSITY ? 90 : 30;
  return `\x1b[${base + ansi}m`;
}

/** Win32 `SetConsoleTextAttribute`: sets the colour of the cout text that follows. */
export function SetConsoleTextAttribute(handle: number, attr: number): boolean {
  if (handle !== STD_OUTPUT_HANDLE && handle !== STD_ERROR_HANDLE) return false;
  if (!colorEnabled()) return true;
  const sequence = sgrForAttribute(attr);
  colorSet = sequence !== '\x1b[0m';
  cout.raw(sequence);
  return true;
}

/** Win32 `SetConsoleScreenBufferSize`: nothing to do on a terminal. */
export function SetConsoleScreenBufferSize(_handle: number, _size: COORD): boolean {
  return true;
}

/** Win32 `SetConsoleWindowInfo`: nothing to do on a terminal. */
export function SetConsoleWindowInfo(_handle: number, _absolute: boolean, _rect: SMALL_RECT): boolean {
  return true;
}

/** Resets the terminal colour if the program left one set. */
export function resetConsoleColor(): void {
  if (!colorSet) return;
  colorSet = false;
  cout.raw('\x1b[0m');
}

onOutputFinished(resetConsoleColor);
