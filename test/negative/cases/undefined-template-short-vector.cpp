// expect: error undefined-template 7:3
// short_vector<T, N> is defined only for the short vector scalars and lengths 1 to 4, as in
// Microsoft's header: short_vector<char, 2> instantiates the undefined primary template.
#include <amp_short_vectors.h>
using namespace concurrency::graphics;
int main() {
  short_vector<char, 2>::type v;
  return 0;
}
