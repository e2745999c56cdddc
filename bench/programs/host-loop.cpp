// bench/host.js: a host loop over a std::vector<float> (fill, transform, accumulate), against
// the same loop hand-written in JavaScript over a Float32Array.
#include <vector>

float hostLoop(int n) {
  std::vector<float> v(n);
  for (int i = 0; i < n; i++) v[i] = i * 0.5f;
  for (int i = 0; i < n; i++) v[i] = v[i] * 1.5f + 2.0f;
  float sum = 0;
  for (int i = 0; i < n; i++) sum += v[i];
  return sum;
}

// The same loop built with push_back, to time the growth of the vector too.
float hostPushLoop(int n) {
  std::vector<float> v;
  for (int i = 0; i < n; i++) v.push_back(i * 0.5f);
  for (int i = 0; i < n; i++) v[i] = v[i] * 1.5f + 2.0f;
  float sum = 0;
  for (int i = 0; i < n; i++) sum += v[i];
  return sum;
}
