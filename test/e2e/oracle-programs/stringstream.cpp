// std::stringstream in both directions: one string, separate read and write positions.
#include <iostream>
#include <sstream>
#include <string>

static void show(const char* what, std::stringstream& ss) {
  std::cout << what << ": [" << ss.str() << "] fail=" << ss.fail() << " eof=" << ss.eof() << "\n";
}

static void report(std::ostream& out, int v) { out << "v=" << v << ';'; }

int main() {
  // Reading words from text.
  std::stringstream words("the quick brown fox");
  std::string w;
  int n = 0;
  while (words >> w) std::cout << ++n << ":" << w << " ";
  std::cout << "\n";
  show("words", words);

  // Written, then read back.
  std::stringstream ss;
  ss << 1 << ' ' << 2.5 << " 42";
  int a = 0;
  double b = 0;
  ss >> a >> b;
  std::cout << "a=" << a << " b=" << b << "\n";
  show("ss", ss);
  int c = 0;
  ss >> c;
  std::cout << "c=" << c << "\n";
  show("ss at end", ss);
  // Writing more does not clear eofbit: the read fails until clear().
  ss << " 7";
  int d = -1;
  if (!(ss >> d)) std::cout << "read before clear failed, d=" << d << "\n";
  ss.clear();
  if (ss >> d) std::cout << "after clear d=" << d << "\n";
  show("ss", ss);

  // A stream made from text writes from its beginning, overwriting it.
  std::stringstream over("hello world");
  over << "HE";
  show("over", over);
  over << "LLO, WORLD!!";
  show("over past the end", over);
  std::string first;
  over >> first;
  std::cout << "first=" << first << "\n";

  // str(s) replaces the string; the positions go back to its start, the flags stay.
  std::stringstream reuse("3 4");
  int x = 0, y = 0;
  reuse >> x >> y;
  show("reuse", reuse);
  reuse.str("10 20");
  show("after str", reuse);
  if (!(reuse >> x)) std::cout << "still eof: fails\n";
  reuse.clear();
  reuse >> x >> y;
  std::cout << "x+y=" << x + y << "\n";
  reuse.str("");
  reuse.clear();
  reuse << "abc";
  show("rewritten", reuse);

  // Number formatting as for std::cout, through a std::ostream& too.
  std::stringstream fmt;
  fmt.precision(3);
  fmt << 3.14159 << ' ' << 1.0 / 3 << ' ';
  report(fmt, 5);
  std::cout << fmt.str() << "\n";

  // Lines.
  std::stringstream text;
  text << "line one\n" << "line two\n";
  std::string line;
  while (std::getline(text, line)) std::cout << "(" << line << ")";
  std::cout << "\n";

  // Tokenising a CSV line with getline's default delimiter replaced by splitting words.
  std::stringstream csv("4 8 15 16 23 42");
  int sum = 0, v = 0;
  while (csv >> v) sum += v;
  std::cout << "sum=" << sum << " good=" << csv.good() << "\n";

  // An ostringstream made from text overwrites it too; str("") is the usual reset.
  std::ostringstream os("hello world");
  os << "J";
  std::cout << os.str() << "\n";
  for (int i = 0; i < 3; ++i) {
    os.str("");
    os << "item " << i;
    std::cout << os.str() << ";";
  }
  os.str("0123456789");
  os << "ab";
  std::cout << os.str() << "\n";
  return 0;
}
