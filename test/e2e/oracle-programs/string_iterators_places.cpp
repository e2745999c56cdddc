// Iterators into strings held in different places: a reference parameter, a by-value
// parameter, a member, a vector's element, a lambda's capture; and the string members
// that take iterators.
#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
#include <vector>

struct Word {
  std::string text;
  int count;
};

static void capitalize(std::string& s) {
  if (s.begin() != s.end()) *s.begin() = static_cast<char>(std::toupper(*s.begin()));
}

static std::string sortedCopy(std::string s) {
  std::sort(s.begin(), s.end());
  return s;
}

static int vowels(const std::string& s) {
  return static_cast<int>(std::count_if(s.begin(), s.end(), [](char c) { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u'; }));
}

int main() {
  std::string name = "ada lovelace";
  capitalize(name);
  std::cout << name << " " << sortedCopy(name) << " " << name << " " << vowels(name) << "\n";

  Word w{"banana", 3};
  std::transform(w.text.begin(), w.text.end(), w.text.begin(), [](char c) { return c == 'a' ? 'o' : c; });
  std::cout << w.text << " " << w.count << "\n";

  std::vector<std::string> words = {"delta", "alpha", "charlie"};
  for (std::size_t i = 0; i < words.size(); ++i) std::reverse(words[i].begin(), words[i].end());
  for (const std::string& x : words) std::cout << x << " ";
  std::cout << "\n";
  for (std::string& x : words) {
    for (char& c : x) c = static_cast<char>(std::toupper(c));
  }
  std::cout << words[0] << words[1] << words[2] << "\n";

  std::string text = "a-b-c";
  auto dashes = [&text]() { return std::count(text.begin(), text.end(), '-'); };
  std::cout << dashes() << "\n";
  std::fill(text.begin(), text.begin() + 2, 'z');
  std::cout << text << " " << dashes() << "\n";

  std::string s = "abcdef";
  s.insert(s.begin() + 2, 'X');
  std::cout << s << "\n";
  s.erase(s.begin() + 1, s.begin() + 3);
  std::cout << s << "\n";
  s.erase(s.end() - 1);
  std::cout << s << "\n";
  s.erase(1, 2);
  std::cout << s << "\n";
  s.erase(1);
  std::cout << s << " " << s.size() << "\n";

  std::string::iterator it = text.begin();
  std::string::const_iterator cit = text.cbegin();
  ++it;
  it += 2;
  std::cout << *it << " " << *cit << " " << (text.end() - it) << " " << (it > text.begin()) << "\n";
  std::string::reverse_iterator r = text.rbegin();
  std::cout << *r << *(r + 1) << " " << (text.rend() - r) << "\n";
  *r = 'Q';
  std::cout << text << "\n";
  for (auto q = text.rbegin(); q != text.rend(); ++q) *q = static_cast<char>(std::tolower(*q));
  std::cout << text << "\n";

  std::string digits = "9081726354";
  std::sort(digits.begin(), digits.end(), [](char a, char b) { return a > b; });
  std::cout << digits << " " << std::is_sorted(digits.rbegin(), digits.rend()) << "\n";
  std::string firstHalf(digits.begin(), digits.begin() + digits.size() / 2);
  std::string tail(digits.rbegin(), digits.rbegin() + 3);
  std::vector<char> chars(digits.begin(), digits.end());
  std::string back(chars.begin(), chars.end());
  std::cout << firstHalf << " " << tail << " " << back << "\n";
  auto pos = std::find(digits.begin(), digits.end(), '5');
  std::cout << (pos == digits.end() ? -1 : static_cast<int>(pos - digits.begin())) << "\n";
  auto none = std::find(digits.begin(), digits.end(), 'x');
  std::cout << (none == digits.end()) << "\n";
  return 0;
}
