// expect: error access 24:16
// expect: error access 25:5
// expect: error access 26:3
// expect: error access 27:13
// expect: error access 28:17
// Private members named outside their class: a field, a member function (a class's members are
// private by default), a static data member, a private constructor, a template's field.
class Account {
  int balance = 5;
  void audit() {}
  static int opened;
public:
  int get() const { return balance; }
};
int Account::opened = 0;
struct Token {
private:
  Token() {}
public:
  static Token make() { return Token(); }
};
template <typename T> class Box { T v{}; public: T get() const { return v; } };
int main() {
  Account a; a.balance = 3;
  a.audit();
  Account::opened++;
  Token t = Token();
  Box<int> b; b.v = 1;
  int x = a.get() + b.get();
  return x;
}
