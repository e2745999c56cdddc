// std::wstring, L"..." literals, std::to_wstring and std::wcout, as C++ AMP samples use them for
// accelerator descriptions.
#include <amp.h>
#include <iostream>
#include <string>
#include <vector>

std::wstring label(int i) { return L"item" + std::to_wstring(i); }

int main() {
  std::wstring w = L"abc";
  w += L"def";
  std::wcout << w << L" " << w.size() << std::endl;
  std::vector<std::wstring> names = {label(1), label(22)};
  names.push_back(L"last");
  for (const auto& s : names) std::wcout << s << L",";
  std::wcout << std::endl;
  std::wcout << (names[0] < names[1]) << L" " << names[1].substr(4) << std::endl;
  concurrency::accelerator acc;
  std::wstring description = acc.description;
  std::wcout << (description.empty() ? L"no description" : L"has a description") << std::endl;
  return 0;
}
