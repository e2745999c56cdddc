// Virtual functions that launch kernels: a call through a base reference waits for whichever
// override runs. Also a virtual function named like the host's own helpers (clone), and an
// abstract interface used through pointers made with new.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

class Op {
public:
    virtual ~Op() {}
    virtual void run(array_view<int, 1>& data) const = 0;
    virtual int clone() const { return 0; }
    void runTwice(array_view<int, 1>& data) const { run(data); run(data); }
};

class AddConst : public Op {
public:
    explicit AddConst(int k) : k_(k) {}
    void run(array_view<int, 1>& data) const override {
        int k = k_;
        parallel_for_each(data.extent, [=](index<1> i) restrict(amp) { data[i] = data[i] + k; });
    }
    int clone() const override { return k_; }
private:
    int k_;
};

class Square : public Op {
public:
    void run(array_view<int, 1>& data) const override {
        parallel_for_each(data.extent, [=](index<1> i) restrict(amp) { data[i] = data[i] * data[i]; });
    }
};

class Log : public AddConst {
public:
    Log() : AddConst(100) {}
    void run(array_view<int, 1>& data) const override {
        std::cout << "host sees " << data[0] << "\n";
        AddConst::run(data);
    }
};

void apply(const Op& op, array_view<int, 1>& data) { op.run(data); }

int main() {
    std::vector<int> v(4);
    for (int i = 0; i < 4; i++) v[i] = i;
    array_view<int, 1> data(4, v);
    AddConst add(3);
    Square sq;
    Log log;
    apply(add, data);
    apply(sq, data);
    log.runTwice(data);
    Op* made = new AddConst(-1);
    made->run(data);
    std::cout << made->clone() << " " << add.clone() << " " << sq.clone() << "\n";
    data.synchronize();
    for (int i = 0; i < 4; i++) std::cout << v[i] << "\n";
    return 0;
}
