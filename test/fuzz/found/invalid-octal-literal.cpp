// Compiler crash (an exception escapes compile()): an integer literal with a leading 0 and a
// digit 8 or 9 (`08`, `0018`) is not a valid octal literal; g++ says "invalid digit "8" in octal
// constant". ampc throws "SyntaxError: Cannot convert 0o8 to a BigInt" and the CLI reports an
// internal error. Found by crash fuzzing (a mutated literal).
// Cause: parseIntegerLiteral in src/parser/parser.ts (about line 1911) calls BigInt('0o' + ...)
// without checking the digits; it should give an error diagnostic.
int main() {
  int x = 08;
  return x;
}
