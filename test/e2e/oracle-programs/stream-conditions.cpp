// A stream as a condition: failbit and eofbit as libstdc++ sets them.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

struct Point { int id; double x; double y; };

static void state(const char* what, std::istringstream& in) {
  std::cout << what << ": fail=" << in.fail() << " eof=" << in.eof() << " good=" << in.good() << " bool=" << static_cast<bool>(in) << " not=" << !in << "\n";
}

int main() {
  // Records until the input runs out.
  std::istringstream in("1 0.5 1.5\n2 2.5 3.5\n3 4 5\n");
  std::vector<Point> pts;
  Point p;
  while (in >> p.id >> p.x >> p.y) pts.push_back(p);
  std::cout << pts.size() << " points, last " << pts.back().id << " " << pts.back().x << " " << pts.back().y << "\n";
  std::cout << "after loop: fail=" << in.fail() << " eof=" << in.eof() << "\n";

  // The last token without trailing whitespace: eofbit, not failbit.
  std::istringstream last("42");
  int n = -1;
  if (last >> n) std::cout << "read " << n << "\n";
  std::cout << "last: fail=" << last.fail() << " eof=" << last.eof() << " good=" << last.good() << "\n";
  // Reading again fails and leaves the variable alone.
  n = 7;
  if (!(last >> n)) std::cout << "second read failed, n=" << n << "\n";

  // A failed extraction writes 0.
  std::istringstream bad("abc 12");
  int m = 99;
  bool ok = static_cast<bool>(bad >> m);
  std::cout << "ok=" << ok << " m=" << m << "\n";
  // clear() forgets failbit; the word is still there.
  bad.clear();
  std::string word;
  bad >> word >> m;
  std::cout << "word=" << word << " m=" << m << " eof=" << bad.eof() << "\n";

  // Overflow: the nearest bound, and failbit.
  std::istringstream big("99999999999 -99999999999");
  int b1 = 0, b2 = 0;
  big >> b1;
  std::cout << "b1=" << b1 << " fail=" << big.fail() << "\n";
  big.clear();
  big >> b2;
  std::cout << "b2=" << b2 << " fail=" << big.fail() << "\n";
  std::istringstream huge("1e999");
  double d = 1;
  huge >> d;
  std::cout << "d=" << d << " fail=" << huge.fail() << "\n";

  // Trailing whitespace: not at the end yet; the next read sets both.
  std::istringstream spaced("5 ");
  int s = 0;
  spaced >> s;
  state("spaced after 5", spaced);
  spaced >> s;
  state("spaced after second", spaced);

  // getline as a condition.
  std::istringstream lines("first line\nsecond\n\nlast without newline");
  std::string line;
  int count = 0;
  while (std::getline(lines, line)) std::cout << ++count << ": [" << line << "]\n";
  std::cout << "lines: fail=" << lines.fail() << " eof=" << lines.eof() << "\n";
  std::istringstream ending("a\nb\n");
  while (std::getline(ending, line)) std::cout << "<" << line << ">";
  std::cout << " eof=" << ending.eof() << "\n";

  // std::cin (no input under the test): the first read fails.
  int k = 5;
  if (!(std::cin >> k)) std::cout << "no input: k=" << k << " fail=" << std::cin.fail() << " eof=" << std::cin.eof() << "\n";
  std::cin.clear();
  std::cout << "cleared: good=" << std::cin.good() << "\n";
  if (std::getline(std::cin, line)) std::cout << "unexpected\n"; else std::cout << "no line\n";
  bool more = static_cast<bool>(std::cin);
  std::cout << "cin=" << more << "\n";

  // Words and a condition on the stream itself.
  std::istringstream words("alpha beta  gamma");
  std::string w;
  int total = 0;
  while (words) {
    words >> w;
    if (words) total += static_cast<int>(w.size());
  }
  std::cout << "total=" << total << "\n";
  return 0;
}
