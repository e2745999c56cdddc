// A tiled parallel_for_each whose extent is not divisible by the tile throws
// concurrency::invalid_compute_domain (002: "the numbers must divide the
// dimensions of the global extent"). The exception's message is not part of
// the expected output: only a fixed line is printed when it is caught.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int main() {
    std::vector<int> data;
    std::vector<int> gridData;
    for (int i = 0; i < 12; i++) {
        data.push_back(i);
        gridData.push_back(i);
    }
    array_view<int, 1> row(12, data);
    array_view<int, 2> grid(2, 6, gridData);

    // 12 is not a multiple of 5.
    try {
        parallel_for_each(row.extent.tile<5>(), [=](tiled_index<5> t_idx) restrict(amp) {
            row[t_idx.global] = row[t_idx.global] + 100;
        });
        std::cout << "tile<5> over 12: ran\n";
    } catch (invalid_compute_domain& e) {
        std::cout << "tile<5> over 12: caught invalid_compute_domain\n";
    }

    // 2 is a multiple of 2, but 6 is not a multiple of 4.
    try {
        parallel_for_each(grid.extent.tile<2,4>(), [=](tiled_index<2,4> t_idx) restrict(amp) {
            grid[t_idx.global] = grid[t_idx.global] + 100;
        });
        std::cout << "tile<2,4> over (2,6): ran\n";
    } catch (invalid_compute_domain& e) {
        std::cout << "tile<2,4> over (2,6): caught invalid_compute_domain\n";
    }

    // 12 is a multiple of 4: this one runs and doubles every element.
    try {
        parallel_for_each(row.extent.tile<4>(), [=](tiled_index<4> t_idx) restrict(amp) {
            row[t_idx.global] = row[t_idx.global] * 2;
        });
        std::cout << "tile<4> over 12: ran\n";
    } catch (invalid_compute_domain& e) {
        std::cout << "tile<4> over 12: caught invalid_compute_domain\n";
    }

    // The failed launches must not have touched the data.
    row.synchronize();
    grid.synchronize();
    for (int i = 0; i < 12; i++) {
        std::cout << data[i] << " ";
    }
    std::cout << "\n";
    for (int i = 0; i < 12; i++) {
        std::cout << gridData[i] << " ";
    }
    std::cout << "\n";
}
