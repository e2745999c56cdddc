// The Windows console subset the docs' TilingDescription listing calls, as
// no-ops: the oracle's output is the program's text on stdout, and console
// colours and window sizes are not part of it.
#pragma once

typedef void* HANDLE;
typedef int BOOL;
typedef short SHORT;
typedef unsigned short WORD;
typedef unsigned long DWORD;

#define STD_OUTPUT_HANDLE ((DWORD)-11)

struct COORD {
  SHORT X;
  SHORT Y;
};

struct SMALL_RECT {
  SHORT Left;
  SHORT Top;
  SHORT Right;
  SHORT Bottom;
};

inline HANDLE GetStdHandle(DWORD) { return nullptr; }
inline BOOL SetConsoleTextAttribute(HANDLE, WORD) { return 1; }
inline BOOL SetConsoleScreenBufferSize(HANDLE, COORD) { return 1; }
inline BOOL SetConsoleWindowInfo(HANDLE, BOOL, const SMALL_RECT*) { return 1; }
