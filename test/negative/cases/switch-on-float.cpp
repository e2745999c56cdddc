// expect: error switch-condition 5:11
// A switch on a float is ill-formed (found by the differential fuzzer).
int main() {
  float f = 1.5f;
  switch (f * 2.0f) {
  case 3: return 1;
  }
  return 0;
}
