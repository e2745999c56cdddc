// expect: error type-mismatch 10:20
// expect: error type-mismatch 11:19
// expect: error type-mismatch 13:7
// expect: error type-mismatch 14:12
// expect: error type-mismatch 15:13
// std::nullptr_t converts to bool by direct-initialisation only ([conv.bool]): an argument,
// `= nullptr`, an assignment, a return, and (as g++ has it) `!nullptr` are refused.
bool yes() { return true; }
void flag(bool) {}
bool no() { return nullptr; }
int main() { flag(nullptr);
  bool b(nullptr);
  b = nullptr;
  bool c = nullptr;
  bool d = !nullptr;
  return b || c || d || no() || yes();
}
