// expect: error access 18:36
// expect: error access 21:22
// expect: error access 21:32
// A protected member is named by the class and those derived from it, a private one by the
// class alone (not by a derived class, nor by a class that is no friend).
class Shape {
protected:
  int sides = 3;
  int scaled(int k) const { return sides * k; }
private:
  int secret = 9;
public:
  int open = 1;
};
class Triangle : public Shape {
public:
  int twice() const { return scaled(2) + sides; }
  int peek() const { return open + secret; }
};
int main() {
  Shape s; int a = s.sides + s.scaled(1);
  Triangle t;
  return a + t.twice() + t.peek();
}
