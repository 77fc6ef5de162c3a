#include <malloc.h>

// glibc gives every new thread an arena of its own (up to 8 per core), and what is freed in one
// stays resident for it. The shell works one line at a time, so arenas buy it no speed; with one,
// what a store read frees on its thread is reused by the reducer's instead of staying resident
// beside the state (2 MB with 64k quakes). A constructor, because Swift's async main already runs
// on a pool thread, which has its arena by the time any Swift code could ask for this.
__attribute__((constructor)) static void imsh_use_one_malloc_arena(void) {
  mallopt(M_ARENA_MAX, 1);
}
