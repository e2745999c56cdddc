// std::deque from a braced list (its initializer_list constructor), of numbers and strings, and the other adaptors.
#include <deque>
#include <queue>
#include <stack>
#include <iostream>
#include <string>
int main() {
  std::deque<int> d = {1, 2};
  d.push_front(0);
  std::deque<std::string> names{"b", "c"};
  names.push_front("a");
  std::deque<double> e = {};
  std::queue<int> q; q.push(5); q.push(6);
  std::stack<int> s; s.push(7);
  std::priority_queue<int> pq; pq.push(3); pq.push(9);
  std::cout << d.front() << d.back() << d.size() << " " << names.front() << names.at(2) << " " << e.size() << q.front() << s.top() << pq.top() << std::endl;
  return 0;
}
