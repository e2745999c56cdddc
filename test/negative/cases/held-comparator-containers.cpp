// expect: error unsupported-library 12:19
// expect: error unsupported-library 13:5
// expect: error unsupported-library 14:5
// A container whose comparator is a lambda, held by another container or an array: the holder
// would make its elements without the comparator (g++ default-constructs the captureless lambda).
#include <iostream>
#include <map>
#include <set>
#include <vector>
int main() {
    auto cmp = [](int a, int b) { return a > b; };
    std::map<int, std::set<int, decltype(cmp)>> m;
    std::vector<std::set<int, decltype(cmp)>> v;
    std::set<int, decltype(cmp)> a[3];
    std::set<int, decltype(cmp)> alone(cmp);
    alone.insert(2);
    std::cout << *alone.begin() << "\n";
    return 0;
}
