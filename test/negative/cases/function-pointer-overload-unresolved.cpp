// expect: error ambiguous-call 8:14
// `auto` cannot pick one function of an overload set: C++ needs a target type ([over.over]).
int over(int x) { return x; }
int over(double x) { return 2; }

int main() {
    int (*chosen)(double) = over;
    auto p = over;
    return chosen(1.0);
}
