// <crtdbg.h>'s assertions, active as in Visual Studio's Debug configuration: assert's, unless NDEBUG.
#pragma once
#include <cassert>
#define _ASSERT(expr) assert(expr)
#define _ASSERTE(expr) assert(expr)
