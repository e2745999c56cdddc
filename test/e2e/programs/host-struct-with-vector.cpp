#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;
struct Table { std::vector<int> rows; int count; };
int main() {
    Table t;
    t.rows.push_back(3);
    t.count = 1;
    std::cout << t.rows[0] + t.count << "\n";
}
