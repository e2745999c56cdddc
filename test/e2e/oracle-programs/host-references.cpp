// Local references on the host alias what they are bound to (they were once silent copies):
// scalars, elements (the index is taken where the reference is bound), fields, structs.
#include <iostream>
#include <vector>

struct P { int x; float y; };

int main() {
  int arr[3] = {1, 2, 3};
  int i = 0;
  int& r = arr[i];
  i = 2;
  r = 5;
  int a = 1;
  int& ra = a;
  ra += 6;
  const int& seen = a;
  a = 9;
  std::vector<P> ps(2);
  P& p = ps[1];
  p.x = 3;
  float& fy = ps[0].y;
  fy = 1.5f;
  std::vector<int> v(3, 0);
  for (int k = 0; k < 3; k++) {
    int& slot = v[k];
    slot = k * k + arr[k];
  }
  std::cout << arr[0] << " " << arr[2] << " " << a << " " << seen << " " << ps[1].x << " " << ps[0].y << " " << v[2] << std::endl;
  return 0;
}
