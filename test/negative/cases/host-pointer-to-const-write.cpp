// expect: error const-write 8:3
int main() {
  int a[3] = {1, 2, 3};
  const int* p = a;
  // The pointer itself may move; what it points to may not be written.
  p++;
  int* const q = a;
  p[0] = 5;
  q[1] = 6;
  return 0;
}
