// A neighbour that keeps the memory bus busy, as another tenant of a shared host does: it copies
// 256 MiB back and forth, on one core, for SECONDS (default 600), then exits.
//
//   cc -O2 -o /tmp/memory_neighbour Benchmarks/Scripts/memory_neighbour.c
//   /tmp/memory_neighbour 300 & scripts/bench --filter 'Sorted select.*'; kill %1
//
// Work that walks scattered heap nodes slows down far more beside it than work that streams one
// contiguous array, which is what the sorted select's budget was sensitive to.
#include <stdlib.h>
#include <string.h>
#include <time.h>

int main(int argc, char **argv) {
  const size_t size = (size_t)256 << 20;
  const time_t end = time(NULL) + (argc > 1 ? atol(argv[1]) : 600);
  char *from = malloc(size), *to = malloc(size);
  if (!from || !to) return 1;
  memset(from, 1, size);
  memset(to, 2, size);
  for (size_t round = 0; time(NULL) < end; round++) {
    memcpy(to, from, size);
    from[round % size] ^= to[(round * 4099) % size];  // the copy's result is used: not optimized away
  }
  return 0;
}
