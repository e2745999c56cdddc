// std::unordered_map and std::unordered_set iterate in libstdc++'s order: std::hash of integers
// (negative ones too), strings, floats and doubles; buckets grown by the prime rehash policy;
// erase, clear, rehash, reserve, copies and swaps keep g++'s layout.
#include <iostream>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

template <class C> void show(const C& c) {
  for (const auto& x : c) std::cout << x << " ";
  std::cout << "[" << c.size() << "/" << c.bucket_count() << "]\n";
}

int main() {
  std::unordered_set<int> s;
  for (int i = 0; i < 40; i++) s.insert((i * 37) % 101 - 20);
  show(s);
  s.erase(17);
  s.erase(-20);
  s.erase(s.begin());
  show(s);
  std::unordered_set<int> copy = s;
  copy.insert(1000);
  show(copy);
  s.clear();
  s.insert(5);
  s.insert(60);
  show(s);
  s.swap(copy);
  show(s);
  s.rehash(7);
  show(s);
  s.reserve(300);
  show(s);

  std::unordered_map<std::string, int> words;
  std::vector<std::string> text = {"the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog", "and", "the", "cat",
                                   "sat", "on", "a", "mat", "while", "everyone", "was", "asleep", "", "zebra", "quick"};
  for (const auto& w : text) words[w]++;
  for (const auto& kv : words) std::cout << kv.first << "=" << kv.second << " ";
  std::cout << "[" << words.bucket_count() << "]\n";
  auto it = words.find("fox");
  std::cout << (it != words.end() ? it->first : "none") << " " << words.count("cow") << " " << words.bucket("the") << "\n";
  words.erase("the");
  words.insert({"cow", 7});
  words.emplace("owl", 8);
  words.insert_or_assign("dog", 42);
  for (auto i = words.begin(); i != words.end(); ++i) std::cout << i->first << ":" << i->second << " ";
  std::cout << "\n";

  std::unordered_set<double> ds = {0.5, -1.25, 3.0, 0.0, -0.0, 1e10, 2.5e-3, 7.75};
  show(ds);
  std::unordered_set<float> fs = {0.5f, -1.25f, 3.0f, 7.75f, 100.0f};
  show(fs);
  std::unordered_map<char, int> letters;
  for (char c : std::string("hello, world")) letters[c] += 1;
  for (const auto& kv : letters) std::cout << kv.first << kv.second << " ";
  std::cout << "\n";
  std::unordered_set<long long> big = {1LL << 40, -5, 123456789012LL, 0, 99};
  for (long long x : big) std::cout << x << " ";
  std::cout << "\n";
  std::unordered_set<unsigned> us = {4000000000u, 1u, 77u, 3u};
  show(us);
  std::unordered_set<bool> bs = {true, false};
  show(bs);

  std::unordered_map<int, std::string> m(50);
  std::cout << m.bucket_count() << "\n";
  for (int i = 0; i < 2000; i += 37) m[i * i % 997] = std::to_string(i);
  for (const auto& kv : m) std::cout << kv.first << " ";
  std::cout << "[" << m.size() << "/" << m.bucket_count() << "]\n";
  std::unordered_map<int, std::string> assigned;
  assigned[3] = "x";
  assigned = m;
  int n = 0;
  for (const auto& kv : assigned) if (n++ < 5) std::cout << kv.first << "=" << kv.second << " ";
  std::cout << (assigned == m) << "\n";
  std::cout << std::hash<int>()(-3) << " " << std::hash<std::string>()("ampc") << " " << std::hash<double>()(2.5) << "\n";
  return 0;
}
