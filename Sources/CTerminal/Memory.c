#include "CTerminal.h"

#include <poll.h>
#include <stdatomic.h>
#include <stdio.h>

// Both tunings here are glibc's (its malloc and its FILE). Elsewhere (musl, the static Linux SDK)
// they compile to nothing, and the shell keeps what it frees.
#if defined(__GLIBC__)
#include <malloc.h>

// glibc gives every new thread an arena of its own (up to 8 per core), and what is freed in one
// stays resident for it. The shell works one line at a time, so arenas buy it no speed; with one,
// what a store read frees on its thread is reused by the reducer's instead of staying resident
// beside the state (2 MB with 64k quakes). A constructor, because Swift's async main already runs
// on a pool thread, which has its arena by the time any Swift code could ask for this.
__attribute__((constructor)) static void imsh_use_one_malloc_arena(void) {
  mallopt(M_ARENA_MAX, 1);
}
#endif

// Set after each line the shell ran; cleared by the next trim, so that a person typing slowly
// costs one trim per line, not one per key.
static atomic_int line_ran_since_trim = 0;

void imsh_memory_line_ran(void) { atomic_store_explicit(&line_ran_since_trim, 1, memory_order_relaxed); }

int imsh_memory_trim_if_idle(int fd, int through_stdin) {
#if defined(__GLIBC__)
  if (!atomic_load_explicit(&line_ran_since_trim, memory_order_relaxed)) return 0;
  // glibc's FILE: bytes already read into stdin's buffer wait between these two pointers.
  if (through_stdin && stdin->_IO_read_ptr < stdin->_IO_read_end) return 0;
  struct pollfd ready = {.fd = fd, .events = POLLIN};
  if (poll(&ready, 1, 0) != 0) return 0;
  atomic_store_explicit(&line_ran_since_trim, 0, memory_order_relaxed);
  return malloc_trim(0);
#else
  (void)fd;
  (void)through_stdin;
  return 0;
#endif
}
