// std::getline(in, s, delim): reads up to the delimiter, which it consumes and does not keep;
// empty fields, a last field without a delimiter (eofbit), and the failed read after it.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

std::vector<std::string> splitOnSemicolons(const std::string& text) {
  const char separator = ';';
  std::vector<std::string> parts;
  std::stringstream in(text);
  std::string part;
  while (std::getline(in, part, separator)) parts.push_back(part);
  return parts;
}

int main() {
  std::istringstream csv("name,age,,city,\nalice,30,x,paris");
  std::string line;
  while (std::getline(csv, line)) {
    std::istringstream fields(line);
    std::string field;
    int count = 0;
    while (std::getline(fields, field, ',')) {
      std::cout << "[" << field << "]";
      ++count;
    }
    std::cout << " " << count << " eof=" << fields.eof() << "\n";
  }
  std::stringstream ss("a;b;;c");
  std::string t;
  std::getline(ss, t, ';');
  std::cout << t << " " << ss.good() << "\n";
  std::getline(ss, t, ';');
  std::getline(ss, t, ';');
  std::cout << "[" << t << "]\n";
  std::getline(ss, t, ';');
  std::cout << t << " " << ss.eof() << ss.fail() << "\n";
  bool more = static_cast<bool>(std::getline(ss, t, ';'));
  std::cout << more << " [" << t << "] " << ss.fail() << "\n";
  for (const std::string& p : splitOnSemicolons("x;;y;z")) std::cout << "<" << p << ">";
  std::cout << "\n";
  std::istringstream words("one two  three");
  std::vector<std::string> parts;
  std::string w;
  while (std::getline(words, w, ' ')) parts.push_back(w);
  std::cout << parts.size() << ":";
  for (const std::string& p : parts) std::cout << "<" << p << ">";
  std::cout << "\n";
  std::istringstream record("12|rest of it");
  std::string number, rest;
  std::getline(record, number, '|');
  std::getline(record, rest);
  std::cout << std::stoi(number) + 1 << " " << rest << "\n";
  std::string fromInput = "unchanged";
  std::getline(std::cin, fromInput, ',');
  std::cout << "cin [" << fromInput << "] " << std::cin.fail() << "\n";
  return 0;
}
