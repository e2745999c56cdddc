// <Windows.h>'s LARGE_INTEGER (its QuadPart/LowPart/HighPart views of one value), the counter,
// tick counts and Sleep (only signs of times printed), its integer typedefs, and <crtdbg.h>'s _ASSERTE.
#include <Windows.h>
#include <crtdbg.h>
#include <iostream>
class Timer {
public:
  Timer() { QueryPerformanceFrequency(&m_freq); m_start.QuadPart = 0; m_stop.QuadPart = 0; }
  void Start() { QueryPerformanceCounter(&m_start); }
  void Stop() { QueryPerformanceCounter(&m_stop); }
  double Elapsed() const { return (m_stop.QuadPart - m_start.QuadPart) * 1000.0 / m_freq.QuadPart; }
private:
  LARGE_INTEGER m_freq, m_start, m_stop;
};
int main() {
  Timer t;
  t.Start();
  Sleep(5);
  t.Stop();
  std::cout << (t.Elapsed() >= 4.0) << "\n";
  LARGE_INTEGER li;
  li.QuadPart = 0x100000005LL;
  std::cout << li.LowPart << " " << li.HighPart << "\n";
  li.HighPart = -1;
  std::cout << li.QuadPart << "\n";
  LARGE_INTEGER copy = li;
  copy.LowPart = 0;
  std::cout << li.QuadPart << " " << copy.QuadPart << "\n";
  DWORD a = GetTickCount(); ULONGLONG b = GetTickCount64(); DWORD c = timeGetTime();
  UINT u = 3; LONGLONG ll = -2; ULONG ul = 4; BYTE by = 255;
  _ASSERTE(u == 3);
  std::cout << (b >= 0) << " " << u << ll << ul << (int)by << "\n";
  
  std::cout << "unreached\n";
}
