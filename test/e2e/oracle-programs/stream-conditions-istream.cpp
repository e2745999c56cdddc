// A std::istream& parameter: std::cin, a std::istringstream or a std::stringstream read through it,
// its state tested as a condition.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

static int sumAll(std::istream& in) {
  int total = 0, x = 0;
  while (in >> x) total += x;
  std::cout << "stopped: fail=" << in.fail() << " eof=" << in.eof() << " good=" << in.good() << "\n";
  return total;
}

static std::vector<std::string> lines(std::istream& in) {
  std::vector<std::string> out;
  std::string line;
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

static bool readPair(std::istream& in, int& a, double& b) {
  if (!(in >> a >> b)) return false;
  return true;
}

int main() {
  std::istringstream numbers("1 2 3 4");
  std::cout << sumAll(numbers) << "\n";
  std::stringstream mixed;
  mixed << "10 20 x 30";
  std::cout << sumAll(mixed) << "\n";
  mixed.clear();
  std::string w;
  mixed >> w;
  std::cout << "then " << w << " and " << sumAll(mixed) << "\n";
  std::cout << sumAll(std::cin) << "\n";

  std::istringstream text("one\ntwo three\n");
  for (const std::string& l : lines(text)) std::cout << "[" << l << "]";
  std::cout << "\n";

  std::istringstream pairs("1 2.5 3 4.5 5");
  int a = 0;
  double b = 0;
  while (readPair(pairs, a, b)) std::cout << a << ":" << b << " ";
  std::cout << "last a=" << a << " b=" << b << "\n";
  return 0;
}
