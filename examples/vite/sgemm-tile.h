// The tile edge of sgemm's kernel: each tile of TILE x TILE threads computes a TILE x TILE block
// of C, staging A's and B's blocks in tile_static memory.
#define TILE 4
