// <tchar.h> as Visual C++ declares it for a program built without _UNICODE.
#pragma once
#define _tmain main
#define _TCHAR char
#define _T(x) x
#define _TEXT(x) x
#define _tprintf printf
#define _stprintf sprintf
#define _tcslen strlen
#define _tcscmp strcmp
#define _ttoi atoi
