// Calling a data member that holds something callable: `it->second()` of a map of
// std::function, `s.callback()` of a struct's std::function, lambda or function pointer member.
#include <functional>
#include <iostream>
#include <map>
#include <string>

int twice(int x) { return 2 * x; }

struct Button {
  std::string name;
  std::function<void()> callback;
  std::function<int(int)> scale;
  int (*op)(int);
};

struct Doubler {
  int operator()(int x) const { return x + x; }
};

struct Holder {
  Doubler d;
};

int main() {
  std::map<std::string, std::function<void()>> commands;
  int count = 0;
  commands["hi"] = [] { std::cout << "hello"; };
  commands["count"] = [&count] { ++count; };
  for (auto it = commands.begin(); it != commands.end(); ++it) {
    std::cout << it->first << ": ";
    it->second();
    std::cout << "\n";
  }
  auto found = commands.find("count");
  found->second();
  (*found).second();
  for (auto& [name, command] : commands) command();
  std::cout << "count " << count << "\n";

  Button b{"ok", [] { std::cout << "clicked\n"; }, [](int x) { return x * 3; }, twice};
  b.callback();
  std::cout << b.scale(14) << " " << b.op(21) << "\n";
  std::map<int, Button> buttons;
  buttons[1] = b;
  buttons[1].callback();
  std::cout << buttons.begin()->second.scale(2) << "\n";

  std::map<int, std::function<int(int, int)>> ops;
  ops[0] = [](int x, int y) { return x + y; };
  ops[1] = [](int x, int y) { return x * y; };
  for (auto it = ops.begin(); it != ops.end(); ++it) std::cout << it->second(6, 7) << " ";
  std::cout << "\n";

  Holder h;
  std::cout << h.d(5) << "\n";
  return 0;
}
