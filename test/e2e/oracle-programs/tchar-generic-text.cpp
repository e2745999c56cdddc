// <tchar.h>'s generic-text names as Visual C++ defines them without _UNICODE, as Microsoft's
// samples use them: _tmain, _TCHAR, _T("..."), _tprintf, _tcslen, _tcscmp, _ttoi.
#include <tchar.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int _tmain(int argc, _TCHAR* argv[]) {
  const _TCHAR* name = _T("ampc");
  _tprintf(_T("%s has %d letters, argc > 0: %d\n"), name, (int)_tcslen(name), argc > 0);
  _tprintf(_T("compare %d, number %d\n"), _tcscmp(name, _T("ampc")) == 0, _ttoi(_T("42")) + 1);
  return 0;
}
