// The Windows console subset the docs' TilingDescription listing calls, as
// no-ops: the oracle's output is the program's text on stdout, and console
// colours and window sizes are not part of it.
#pragma once

typedef void* HANDLE;
typedef int BOOL;
typedef short SHORT;
typedef unsigned short WORD;
typedef unsigned int DWORD;  // 32 bits, as on Windows

#define STD_OUTPUT_HANDLE ((DWORD)-11)
#define TRUE 1
#define FALSE 0
#define FOREGROUND_BLUE 1
#define FOREGROUND_GREEN 2
#define FOREGROUND_RED 4
#define FOREGROUND_INTENSITY 8

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

// The integer typedefs the samples use, at Windows' sizes (LONG and DWORD are 32 bits there).
typedef int INT;
typedef unsigned int UINT;
typedef int LONG;
typedef LONG HRESULT;  // as <amp.h> declares it too
typedef unsigned int ULONG;
typedef long long LONGLONG;
typedef unsigned long long ULONGLONG;
typedef unsigned long long DWORD64;
typedef int INT32;
typedef unsigned int UINT32;
typedef long long INT64;
typedef unsigned long long UINT64;
typedef unsigned short USHORT;
typedef char CHAR;
typedef unsigned char UCHAR;
typedef unsigned char BYTE;
typedef unsigned char BOOLEAN;
typedef float FLOAT;

#define INFINITE 0xFFFFFFFF
#define TRUE 1
#define FALSE 0

// Timing: the performance counter at 10 MHz and millisecond tick counts on the steady clock.
#include <chrono>
#include <thread>

union LARGE_INTEGER {
  struct {
    DWORD LowPart;
    LONG HighPart;
  };
  struct {
    DWORD LowPart;
    LONG HighPart;
  } u;
  LONGLONG QuadPart;
};

inline long long __ampc_steady_ns() {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
inline BOOL QueryPerformanceCounter(LARGE_INTEGER* li) {
  li->QuadPart = __ampc_steady_ns() / 100;
  return 1;
}
inline BOOL QueryPerformanceFrequency(LARGE_INTEGER* li) {
  li->QuadPart = 10000000;
  return 1;
}
inline ULONGLONG GetTickCount64() { return (ULONGLONG)(__ampc_steady_ns() / 1000000); }
inline DWORD GetTickCount() { return (DWORD)GetTickCount64(); }
inline DWORD timeGetTime() { return GetTickCount(); }
inline void Sleep(DWORD ms) { std::this_thread::sleep_for(std::chrono::milliseconds(ms)); }
