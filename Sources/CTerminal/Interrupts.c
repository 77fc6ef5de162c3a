// SIGINT and SIGCONT handling: a counter, and a self-pipe so that a reader blocked in poll() on
// any thread wakes up (the kernel usually delivers the signal to the main thread, not the
// reading one).
#include "CTerminal.h"
#include "Wakeup.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t interrupt_count = 0;
static int installed = 0;
int imsh_wakeup_pipe[2] = {-1, -1};

// Async-signal-safe: write(2) only; a full pipe already holds a wake-up, so losing one is fine.
static void wake(char reason) {
  int saved = errno;
  int fd = imsh_wakeup_pipe[1];
  if (fd >= 0) {
    ssize_t ignored = write(fd, &reason, 1);
    (void)ignored;
  }
  errno = saved;
}

static void on_interrupt(int signo) {
  (void)signo;
  __atomic_add_fetch(&interrupt_count, 1, __ATOMIC_SEQ_CST);
  wake(IMSH_WAKE_INTERRUPT);
}

// After `fg`: libedit's own SIGCONT handler restores raw mode but does not redraw the line, so
// the reader is woken to do that (libedit chains to this handler).
static void on_continue(int signo) {
  (void)signo;
  wake(IMSH_WAKE_CONTINUE);
}

static void open_wakeup_pipe(void) {
  if (imsh_wakeup_pipe[0] >= 0) return;
  int fds[2];
  if (pipe(fds) != 0) return;
  for (int i = 0; i < 2; i++) {
    fcntl(fds[i], F_SETFD, FD_CLOEXEC);
    fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
  }
  imsh_wakeup_pipe[0] = fds[0];
  imsh_wakeup_pipe[1] = fds[1];
}

int imsh_interrupt_install(void) {
  if (installed) return 0;
  open_wakeup_pipe();
  // A launcher may have left SIGINT blocked (libdispatch threads block it, and children inherit
  // masks); then Ctrl-C would never arrive.
  sigset_t wanted;
  sigemptyset(&wanted);
  sigaddset(&wanted, SIGINT);
  sigaddset(&wanted, SIGCONT);
  pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  if (sigaction(SIGINT, &action, NULL) != 0) return -1;
  action.sa_handler = on_continue;
  action.sa_flags = SA_RESTART;
  sigaction(SIGCONT, &action, NULL);
  installed = 1;
  return 0;
}

long imsh_interrupt_count_get(void) {
  return (long)__atomic_load_n(&interrupt_count, __ATOMIC_SEQ_CST);
}

long imsh_interrupt_count_reset(void) {
  return (long)__atomic_exchange_n(&interrupt_count, 0, __ATOMIC_SEQ_CST);
}

void imsh_wake_reader_for_output(void) { wake(IMSH_WAKE_OUTPUT); }

int imsh_interrupt_drain(int *continued, int *output) {
  int fd = imsh_wakeup_pipe[0];
  if (fd < 0) return 0;
  char buffer[64];
  int interrupts = 0;
  ssize_t got;
  while ((got = read(fd, buffer, sizeof buffer)) > 0) {
    for (ssize_t i = 0; i < got; i++) {
      if (buffer[i] == IMSH_WAKE_INTERRUPT) interrupts++;
      else if (buffer[i] == IMSH_WAKE_OUTPUT) {
        if (output != NULL) *output = 1;
      } else if (continued != NULL) *continued = 1;
    }
  }
  return interrupts;
}

int imsh_wait_for_stdin(void) {
#if defined(__GLIBC__)
  for (;;) {
    if (__atomic_load_n(&interrupt_count, __ATOMIC_SEQ_CST) > 0) return 0;
    // glibc's FILE: bytes already read into stdin's buffer wait between these two pointers.
    if (stdin->_IO_read_ptr < stdin->_IO_read_end) return 1;
    struct pollfd fds[2] = {{.fd = STDIN_FILENO, .events = POLLIN}, {.fd = imsh_wakeup_pipe[0], .events = POLLIN}};
    nfds_t count = imsh_wakeup_pipe[0] >= 0 ? 2 : 1;
    if (poll(fds, count, -1) < 0) {
      if (errno == EINTR) continue;
      return 1;  // let the read itself report what is wrong
    }
    if (fds[0].revents != 0) return 1;  // input, end of file or an error: the read tells which
    if (count == 2 && (fds[1].revents & POLLIN)) imsh_interrupt_drain(NULL, NULL);
  }
#else
  return __atomic_load_n(&interrupt_count, __ATOMIC_SEQ_CST) > 0 ? 0 : 1;
#endif
}
