// A small Matrix<T> class template of the kind C++ AMP tutorials build: the elements live in
// a std::vector<T>, an array_view<T, 2> member views them for kernels, operators multiply and
// add on the accelerator, operator() reads an element on the host, == compares, and a friend
// operator<< prints. Results are checked against plain loops on the CPU.
#include <amp.h>
#include <iostream>
#include <iomanip>
#include <sstream>
#include <string>
#include <vector>
#include <cassert>

using namespace concurrency;

template <typename T>
class Matrix
{
public:
    typedef T value_type;
    static const int tile_size = 8;

    explicit Matrix(int rows, int cols, T init = T())
        : m_rows(rows), m_cols(cols), m_data(rows * cols, init), m_view(rows, cols, m_data)
    {
    }

    Matrix(const Matrix& other)
        : m_rows(other.m_rows), m_cols(other.m_cols), m_data(other.host_data()), m_view(other.m_rows, other.m_cols, m_data)
    {
    }

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }

    T operator()(int r, int c) const
    {
        m_view.synchronize();
        return m_data[r * m_cols + c];
    }

    void set(int r, int c, T value)
    {
        m_view.synchronize();
        m_data[r * m_cols + c] = value;
        m_view.refresh();
    }

    Matrix operator*(const Matrix& rhs) const
    {
        assert(m_cols == rhs.m_rows);
        Matrix result(m_rows, rhs.m_cols);
        result.multiply_into(*this, rhs);
        return result;
    }

    Matrix operator+(const Matrix& rhs) const
    {
        assert(m_rows == rhs.m_rows && m_cols == rhs.m_cols);
        Matrix result(m_rows, m_cols);
        array_view<const T, 2> a = m_view, b = rhs.m_view;
        array_view<T, 2> c = result.m_view;
        c.discard_data();
        parallel_for_each(c.extent, [=](index<2> idx) restrict(amp)
        {
            c[idx] = a[idx] + b[idx];
        });
        return result;
    }

    Matrix& operator*=(T factor)
    {
        array_view<T, 2> v = m_view;
        parallel_for_each(v.extent, [=](index<2> idx) restrict(amp)
        {
            v[idx] *= factor;
        });
        return *this;
    }

    bool operator==(const Matrix& rhs) const
    {
        if (m_rows != rhs.m_rows || m_cols != rhs.m_cols) return false;
        std::vector<T> a = host_data(), b = rhs.host_data();
        for (size_t i = 0; i < a.size(); ++i)
            if (a[i] != b[i]) return false;
        return true;
    }
    bool operator!=(const Matrix& rhs) const { return !(*this == rhs); }

    Matrix transpose() const
    {
        Matrix result(m_cols, m_rows);
        array_view<const T, 2> a = m_view;
        array_view<T, 2> t = result.m_view;
        t.discard_data();
        parallel_for_each(a.extent, [=](index<2> idx) restrict(amp)
        {
            t(idx[1], idx[0]) = a[idx];
        });
        return result;
    }

    // The text a friend operator<< prints (the book's form), also usable on its own.
    std::string str() const
    {
        std::ostringstream os;
        std::vector<T> d = host_data();
        for (int r = 0; r < m_rows; ++r)
        {
            os << "[";
            for (int c = 0; c < m_cols; ++c)
                os << std::setw(6) << d[r * m_cols + c];
            os << " ]" << std::endl;
        }
        return os.str();
    }

    friend std::ostream& operator<<(std::ostream& os, const Matrix& m)
    {
        return os << m.str();
    }

private:
    std::vector<T> host_data() const
    {
        m_view.synchronize();
        return m_data;
    }

    // The tiled kernel C++ AMP's matrix multiply sample uses, staging tiles of both operands
    void multiply_into(const Matrix& a, const Matrix& b)
    {
        array_view<const T, 2> av = a.m_view, bv = b.m_view;
        array_view<T, 2> cv = m_view;
        const int inner = a.m_cols;
        cv.discard_data();
        if (cv.extent[0] % tile_size != 0 || cv.extent[1] % tile_size != 0 || inner % tile_size != 0)
        {
            // Shapes the tiles do not divide: one thread per element, no staging
            parallel_for_each(cv.extent, [=](index<2> idx) restrict(amp)
            {
                T sum = T();
                for (int k = 0; k < inner; k++)
                    sum += av(idx[0], k) * bv(k, idx[1]);
                cv[idx] = sum;
            });
            return;
        }
        parallel_for_each(cv.extent.template tile<tile_size, tile_size>(),
            [=](tiled_index<tile_size, tile_size> t_idx) restrict(amp)
        {
            tile_static T sa[tile_size][tile_size];
            tile_static T sb[tile_size][tile_size];
            const int row = t_idx.local[0], col = t_idx.local[1];
            T sum = T();
            for (int i = 0; i < inner; i += tile_size)
            {
                sa[row][col] = av(t_idx.global[0], col + i);
                sb[row][col] = bv(row + i, t_idx.global[1]);
                t_idx.barrier.wait();
                for (int k = 0; k < tile_size; k++)
                    sum += sa[row][k] * sb[k][col];
                t_idx.barrier.wait();
            }
            cv[t_idx.global] = sum;
        });
    }

    int m_rows;
    int m_cols;
    std::vector<T> m_data;
    array_view<T, 2> m_view;
};

template <typename T>
Matrix<T> make_pattern(int rows, int cols, int seed)
{
    Matrix<T> m(rows, cols);
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            m.set(r, c, T((r * 7 + c * 3 + seed) % 11 - 5));
    return m;
}

template <typename T>
bool check_product(const Matrix<T>& a, const Matrix<T>& b, const Matrix<T>& c)
{
    for (int r = 0; r < a.rows(); ++r)
        for (int col = 0; col < b.cols(); ++col)
        {
            T expected = T();
            for (int k = 0; k < a.cols(); ++k)
                expected += a(r, k) * b(k, col);
            if (expected != c(r, col)) return false;
        }
    return true;
}

int main()
{
    Matrix<int> a = make_pattern<int>(16, 24, 1);
    Matrix<int> b = make_pattern<int>(24, 16, 4);
    Matrix<int> c = a * b;
    std::cout << "int product " << c.rows() << "x" << c.cols() << ": " << (check_product(a, b, c) ? "PASSED" : "FAILED") << std::endl;

    Matrix<float> fa = make_pattern<float>(8, 8, 2);
    Matrix<float> fb = make_pattern<float>(8, 8, 5);
    Matrix<float> fc = fa * fb;
    std::cout << "float product: " << (check_product(fa, fb, fc) ? "PASSED" : "FAILED") << std::endl;

    Matrix<int> copy(a);
    std::cout << "copy == original: " << std::boolalpha << (copy == a) << std::endl;
    copy *= 2;
    std::cout << "after *= 2, copy != original: " << (copy != a) << ", copy(3,5) = " << copy(3, 5) << ", a(3,5) = " << a(3, 5) << std::endl;
    Matrix<int> twice = a + a;
    std::cout << "a + a == 2a: " << (twice == copy) << std::endl;
    Matrix<int> att = a.transpose().transpose();
    std::cout << "transpose twice: " << (att == a) << std::endl;

    Matrix<int> small(3, 4, 1);
    small.set(1, 2, 42);
    std::cout << small << (small * Matrix<int>(4, 2, 2)).transpose();
    std::cout << "as text: " << small.str().size() << " characters" << std::endl;
    return 0;
}
