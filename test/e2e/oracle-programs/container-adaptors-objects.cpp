// std::queue, std::stack and std::deque of vectors, pairs and class objects: each element the
// container's own copy, front()/top()/back()/at() references to it, copies of the container deep.
#include <deque>
#include <iostream>
#include <queue>
#include <stack>
#include <utility>
#include <vector>

struct Point {
  int x, y;
};

void print(const std::vector<int>& v) {
  std::cout << "[";
  for (int x : v) std::cout << " " << x;
  std::cout << " ]";
}

int main() {
  std::queue<std::vector<int>> q;
  std::vector<int> row = {1, 2};
  q.push(row);
  row.push_back(3);  // the queue holds its own copy
  q.push(row);
  q.push({9});
  q.front().push_back(5);
  print(q.front()); print(q.back()); std::cout << " " << q.size() << "\n";
  std::queue<std::vector<int>> copy = q;
  copy.front()[0] = 100;
  print(q.front()); print(copy.front()); std::cout << "\n";
  q.pop();
  print(q.front()); std::cout << "\n";
  q.back() = {7, 7};
  print(q.back()); std::cout << "\n";

  std::stack<std::pair<int, int>> st;
  st.push({1, 2});
  st.push(std::make_pair(3, 4));
  st.emplace(5, 6);
  st.top().second = 60;
  std::cout << st.top().first << "," << st.top().second << " " << st.size() << "\n";
  st.pop();
  std::cout << st.top().first << "," << st.top().second << "\n";

  std::stack<Point> points;
  Point p{1, 2};
  points.push(p);
  p.x = 10;
  points.push(p);
  points.top().y = 20;
  std::cout << points.top().x << " " << points.top().y << " " << p.y << "\n";
  points.pop();
  std::cout << points.top().x << " " << points.top().y << "\n";

  std::deque<std::vector<int>> d = {{1}, {2, 3}};
  d.push_front({0});
  d.push_back(row);
  d[1].push_back(4);
  d.at(2)[0] = 20;
  d.emplace_back(2, 8);  // vector<int>(2, 8)
  for (std::size_t i = 0; i < d.size(); i++) print(d[i]);
  std::cout << "\n";
  d.resize(7, std::vector<int>{6});
  d[5].push_back(1);
  print(d[5]); print(d[6]); std::cout << " " << d.size() << "\n";
  std::deque<std::vector<int>> e;
  e.swap(d);
  std::cout << d.size() << " " << e.size() << " " << e.front().size() << "\n";
  d = e;
  d.front().push_back(99);
  print(d.front()); print(e.front()); std::cout << "\n";

  std::deque<std::pair<int, int>> dp;
  dp.emplace_back(1, 2);
  dp.emplace_front(0, 1);
  dp.push_back({3, 4});
  dp.back().first = 30;
  for (std::size_t i = 0; i < dp.size(); i++) std::cout << dp[i].first << ":" << dp[i].second << " ";
  std::cout << dp.front().second << "\n";
  return 0;
}
