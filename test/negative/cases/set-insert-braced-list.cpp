// expect: error no-member 10:26
// `s.insert({5})` with a scalar key is insert(std::initializer_list<int>), which returns void
// ([over.ics.rank]/3.1 prefers it to insert(const int&)): g++ rejects `.second` of it. As a
// statement (`u.insert({7});`) it inserts the elements.
#include <set>
#include <unordered_set>
int main() {
  std::set<int> s;
  std::unordered_set<int> u;
  bool b = s.insert({5}).second;
  u.insert({7});
  return b ? 1 : 0;
}
