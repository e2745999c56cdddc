// expect: error type-mismatch 6:28
// expect: error undeclared 7:27
// expect: error template-argument 8:17
// A class template's static data member defined outside the class with another type, or one it does not declare.
template <typename T> struct Box { static int count; };
template <typename T> long Box<T>::count = 1;
template <typename T> int Box<T>::missing = 2;
template <> int Box::count = 3;
int main() { return Box<int>::count; }
