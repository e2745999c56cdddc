// 002 (Introduction to tiling), "tiled_extent class" and "tiled_index class":
// the extents e and ee, their tilings t_e and t_ee, and the four index objects
// a tiled_index carries (global, local, tile, tile_origin) for every thread of
// extent<2>(2,6).tile<2,2>() (the article's figure 3).
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

// The index objects one thread of the tiled parallel_for_each sees.
struct ThreadIndices {
    int globalRow;
    int globalColumn;
    int localRow;
    int localColumn;
    int tileRow;
    int tileColumn;
    int originRow;
    int originColumn;
};

int main() {
    extent<1> e(12); // 12 threads in a single dimension
    extent<2> ee(2,6); // 12 threads in two-dimensional space

    tiled_extent<6> t_e = e.tile<6>(); // e.rank==t_e.rank
    tiled_extent<2,2> t_ee = ee.tile<2, 2>(); // ee.rank==t_ee.rank

    std::cout << "e: rank " << e.rank << ", size " << e.size() << ", e[0] " << e[0] << "\n";
    std::cout << "ee: rank " << ee.rank << ", size " << ee.size() << ", ee[0] " << ee[0] << ", ee[1] " << ee[1] << "\n";
    std::cout << "t_e: rank " << t_e.rank << ", size " << t_e.size() << ", tile_dim0 " << t_e.tile_dim0 << "\n";
    std::cout << "t_ee: rank " << t_ee.rank << ", size " << t_ee.size() << ", tile_dim0 " << t_ee.tile_dim0
              << ", tile_dim1 " << t_ee.tile_dim1 << "\n";

    std::vector<ThreadIndices> records;
    for (int i = 0; i < 12; i++) {
        ThreadIndices r = {-1, -1, -1, -1, -1, -1, -1, -1};
        records.push_back(r);
    }
    array_view<ThreadIndices, 2> indices(ee, records);

    parallel_for_each(ee.tile<2,2>(), [=](tiled_index<2,2> t_idx) restrict(amp) {
        indices[t_idx.global].globalRow = t_idx.global[0];
        indices[t_idx.global].globalColumn = t_idx.global[1];
        indices[t_idx.global].localRow = t_idx.local[0];
        indices[t_idx.global].localColumn = t_idx.local[1];
        indices[t_idx.global].tileRow = t_idx.tile[0];
        indices[t_idx.global].tileColumn = t_idx.tile[1];
        indices[t_idx.global].originRow = t_idx.tile_origin[0];
        indices[t_idx.global].originColumn = t_idx.tile_origin[1];
    });
    indices.synchronize();

    for (int row = 0; row < 2; row++) {
        for (int column = 0; column < 6; column++) {
            ThreadIndices r = indices(row, column);
            std::cout << "thread (" << row << "," << column << "):"
                      << " global (" << r.globalRow << "," << r.globalColumn << ")"
                      << " local (" << r.localRow << "," << r.localColumn << ")"
                      << " tile (" << r.tileRow << "," << r.tileColumn << ")"
                      << " tile_origin (" << r.originRow << "," << r.originColumn << ")\n";
        }
    }
}
