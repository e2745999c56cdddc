// Members of class templates defined outside the class, with the template's own parameter
// names or others, value parameters, constructors, destructors, static and const members,
// and instances made before and after the definitions.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

template <typename T, int N = 4>
class ring
{
public:
    ring(T start);
    ~ring();
    T sum() const;
    void scale(T by);
    static int capacity();
    T at(int i) const restrict(amp, cpu);
    std::vector<T> items;
};


template <typename T>
struct accumulator
{
    T total;
    accumulator() : total(0) {}
    void add(const std::vector<T>& v);
    void add_into(T& out) const;
};

accumulator<int> early;   // an instance made before its members are defined

template <typename T, int N>
ring<T, N>::ring(T start) : items(N)
{
    for (int i = 0; i < N; ++i) items[i] = start + T(i);
}

template <typename T, int N>
ring<T, N>::~ring()
{
    std::cout << "~ring<" << N << "> sum " << sum() << std::endl;
}

template <typename U, int M>   // other names than the class's
U ring<U, M>::sum() const
{
    U s = 0;
    for (int i = 0; i < M; ++i) s += items[i];
    return s;
}

template <typename T, int N>
void ring<T, N>::scale(T by) { for (T& x : items) x *= by; }

template <typename T, int N>
int ring<T, N>::capacity() { return N; }

template <typename T, int N>
T ring<T, N>::at(int i) const restrict(amp, cpu) { return T(i * N); }

template <typename T>
void accumulator<T>::add(const std::vector<T>& v)
{
    for (size_t i = 0; i < v.size(); ++i) total += v[i];
}

template <typename T>
void accumulator<T>::add_into(T& out) const { out += total; }

template <typename T>
struct affine
{
    T a, b;
    affine(T a_, T b_) restrict(amp, cpu);
    void apply(T& x) const restrict(amp, cpu);
    T at(T x) const restrict(amp, cpu);
};

template <typename T>
affine<T>::affine(T a_, T b_) restrict(amp, cpu) : a(a_), b(b_) {}

template <typename T>
void affine<T>::apply(T& x) const restrict(amp, cpu) { x = a * x + b; }

template <typename T>
T affine<T>::at(T x) const restrict(amp, cpu) { T y = x; apply(y); return y; }

// Operators defined outside the class, of a class template and of a plain class.
template <typename T>
struct point
{
    T x, y;
    point(T x_, T y_) restrict(amp, cpu) : x(x_), y(y_) {}
    point operator+(const point& o) const restrict(amp, cpu);
    bool operator==(const point<T>& o) const;
};

template <typename T>
point<T> point<T>::operator+(const point<T>& o) const restrict(amp, cpu) { return point<T>(x + o.x, y + o.y); }

template <typename T>
bool point<T>::operator==(const point& o) const { return x == o.x && y == o.y; }

struct money
{
    int cents;
    money operator-(const money& o) const;
};

money money::operator-(const money& o) const { money r = { cents - o.cents }; return r; }

int main()
{
    ring<int, 2> two(5);
    early.add(two.items);
    std::cout << std::boolalpha << "early: " << early.total << " " << (early.total == 11) << std::noboolalpha << " " << true << std::endl;
    {
        ring<float> r(0.5f);
        r.scale(2.0f);
        std::cout << "float ring: " << r.sum() << ", capacity " << ring<float>::capacity() << ", at(3) " << r.at(3) << std::endl;
    }
    accumulator<int> acc;
    acc.add(two.items);
    acc.add(std::vector<int>(3, 7));
    int out = 100;
    acc.add_into(out);
    std::cout << "accumulated " << acc.total << ", out " << out << std::endl;

    std::vector<int> v(8);
    array_view<int, 1> av(8, v);
    const affine<int> f(3, 1);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        int x = i[0];
        f.apply(x);
        av[i] = x + f.at(2);
    });
    for (int i = 0; i < 8; ++i) std::cout << av[i] << (i < 7 ? " " : "\n");

    point<float> p(1.5f, 2.0f), q(0.5f, 1.0f);
    point<float> r = p + q;
    money m1 = { 500 }, m2 = { 125 };
    std::vector<int> sums(4);
    array_view<int, 1> sv(4, sums);
    parallel_for_each(sv.extent, [=](index<1> i) restrict(amp) {
        point<int> a(i[0], 1), b(10, i[0]);
        point<int> c = a + b;
        sv[i] = c.x * 100 + c.y;
    });
    std::cout << "points: " << r.x << " " << r.y << " " << (r == point<float>(2.0f, 3.0f)) << " " << (p == q)
              << ", money " << (m1 - m2).cents << ", gpu " << sv[0] << " " << sv[3] << std::endl;
    return 0;
}
