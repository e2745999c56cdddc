// expect: error unsupported-library 11:19
// expect: error unsupported-library 12:5
// A container whose comparator is a lambda, held by another container: the holder would make
// its elements without the comparator (g++ default-constructs the captureless lambda).
#include <iostream>
#include <map>
#include <set>
#include <vector>
int main() {
    auto cmp = [](int a, int b) { return a > b; };
    std::map<int, std::set<int, decltype(cmp)>> m;
    std::vector<std::set<int, decltype(cmp)>> v;
    std::set<int, decltype(cmp)> alone(cmp);
    alone.insert(2);
    std::cout << *alone.begin() << "\n";
    return 0;
}
