// expect: error unsupported 11:23
// expect: error unsupported 12:24
// expect: error unsupported 13:21
// A lambda's `-> auto&` or `-> const auto&` deduces a reference from its body: its call is the
// object returned. ampc knows that only of a written class type (`-> S&`), so it refuses these
// (it used to give the call an unknown type and drop `get().a = 5;` without a word). `-> auto`
// deduces a value as no `-> T` does, and is supported (oracle lambda_returns_class_copies.cpp).
struct S { int a; };
S s{1};
int main() {
  auto get = [&]() -> auto& { return s; };
  auto read = [&]() -> const auto& { return s; };
  auto p = [&]() -> auto* { return &s; };
  int x = read().a + p()->a;
  return x + get().a;
}
