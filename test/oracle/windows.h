// Visual C++ finds <windows.h> whatever the case; the oracle has the header once, as Windows.h.
#pragma once
#include "Windows.h"
