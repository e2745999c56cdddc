// std::stack, std::queue, std::priority_queue and std::deque of scalars and strings: their
// orders, copies (a copy is independent), swap, and deque::at's std::out_of_range.
#include <deque>
#include <iostream>
#include <queue>
#include <stack>
#include <stdexcept>
#include <string>

int main() {
  std::stack<int> s;
  for (int i = 1; i <= 5; ++i) s.push(i * i);
  std::stack<int> saved(s);
  s.pop();
  s.emplace(-7);
  std::cout << "stack:";
  while (!s.empty()) { std::cout << " " << s.top(); s.pop(); }
  std::cout << " | saved size " << saved.size() << " top " << saved.top() << std::endl;

  std::queue<std::string> q;
  q.push("one");
  q.push("two");
  q.emplace("three");
  std::cout << "queue front " << q.front() << " back " << q.back() << " size " << q.size() << std::endl;
  std::cout << "queue:";
  for (int i = 0; i < 100; ++i) { q.push(q.front()); q.pop(); }
  while (!q.empty()) { std::cout << " " << q.front(); q.pop(); }
  std::cout << std::endl;

  std::priority_queue<double> pq;
  double values[] = {3.5, -1.0, 9.25, 0.0, 9.25, 4.75, 2.0};
  for (double v : values) pq.push(v);
  std::cout << "priority_queue:";
  while (!pq.empty()) { std::cout << " " << pq.top(); pq.pop(); }
  std::cout << std::endl;

  std::priority_queue<long long> big;
  big.push(5000000000LL);
  big.push(-3);
  big.push(7);
  std::priority_queue<long long> other;
  other.push(1);
  big.swap(other);
  std::cout << "swapped: " << big.top() << " " << big.size() << ", " << other.top() << " " << other.size() << std::endl;

  std::deque<int> d;
  d.push_back(2);
  d.push_front(1);
  d.push_back(3);
  d.emplace_front(0);
  std::cout << "deque:";
  for (unsigned i = 0; i < d.size(); ++i) std::cout << " " << d.at(i);
  std::cout << " | front " << d.front() << " back " << d.back() << std::endl;
  d.pop_front();
  d.pop_back();
  std::cout << "after pops " << d.front() << " " << d.back() << " " << d.size() << std::endl;
  try {
    std::cout << d.at(10) << std::endl;
  } catch (const std::out_of_range& e) {
    std::cout << "out_of_range: " << e.what() << std::endl;
  }
  d.clear();
  std::cout << "cleared " << d.empty() << std::endl;
  return 0;
}
