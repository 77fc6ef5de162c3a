// libedit's character reader (EL_GETCFN), interruptible by SIGINT on any thread.
#include "CTerminal.h"
#include "Wakeup.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

static int last_outcome = IMSH_READ_NONE;
static int (*output_hook)(EditLine *) = NULL;

void imsh_set_output_hook(int (*hook)(EditLine *el)) { output_hook = hook; }

int imsh_read_outcome(void) { return last_outcome; }

void imsh_read_outcome_reset(void) { last_outcome = IMSH_READ_NONE; }

// Back from a stop (`fg`). libedit's handler makes the terminal raw again, but only the first
// time per line (it unhooks itself); after that the parent shell's cooked settings are still in
// place, so switch to raw mode here, then redraw prompt and line.
static void resume_after_stop(EditLine *el, int fd) {
  struct termios now;
  if (tcgetattr(fd, &now) == 0 && (now.c_lflag & ICANON)) {
    el_set(el, EL_PREP_TERM, 0);
    el_set(el, EL_PREP_TERM, 1);
  }
  el_set(el, EL_REFRESH);
}

// Decodes the bytes read so far: 1 with *out set when they form a character, 0 when more are
// needed (an invalid sequence is dropped, keeping a last byte that may start a valid one).
static int decode(char *bytes, size_t *used, wchar_t *out) {
  for (;;) {
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t length = mbrtowc(out, bytes, *used, &state);
    if (length == (size_t)-2 && *used < MB_LEN_MAX) return 0;
    if (length != (size_t)-1 && length != (size_t)-2) return 1;
    if (*used > 1) {
      bytes[0] = bytes[*used - 1];
      *used = 1;
      continue;
    }
    *used = 0;
    return 0;
  }
}

// Blocks in poll() on the terminal and on the wake-up pipe. On an output wake-up it lets the
// hook print above the line, then redraws prompt and line. On a SIGINT wake-up it returns -1
// with errno EINTR, which makes el_wgets() return NULL with count -1. (libedit's built-in reader
// retries the first EINTR and only sees signals delivered to its own thread.)
static int read_char(EditLine *el, wchar_t *out) {
  FILE *input = NULL;
  int fd = (el_get(el, EL_GETFP, 0, &input) == 0 && input != NULL) ? fileno(input) : STDIN_FILENO;
  char bytes[MB_LEN_MAX];
  size_t used = 0;
  *out = L'\0';
  for (;;) {
    struct pollfd fds[2] = {{.fd = fd, .events = POLLIN}, {.fd = imsh_wakeup_pipe[0], .events = POLLIN}};
    nfds_t count = imsh_wakeup_pipe[0] >= 0 ? 2 : 1;
    imsh_memory_trim_if_idle(fd, 0);
    if (poll(fds, count, -1) < 0) {
      if (errno == EINTR) continue;  // e.g. SIGWINCH; a SIGINT also shows up on the pipe
      last_outcome = IMSH_READ_ERROR;
      return -1;
    }
    if (count == 2 && (fds[1].revents & POLLIN)) {
      int continued = 0, output = 0;
      if (imsh_interrupt_drain(&continued, &output) > 0) {
        last_outcome = IMSH_READ_INTERRUPTED;
        errno = EINTR;
        return -1;
      }
      if (continued) resume_after_stop(el, fd);
      // The hook left the cursor at the start of a fresh line: libedit redraws from there.
      if (output && output_hook != NULL && output_hook(el)) el_set(el, EL_REFRESH);
      continue;
    }
    if (fds[0].revents == 0) continue;
    ssize_t got = read(fd, bytes + used, 1);
    if (got < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      last_outcome = IMSH_READ_ERROR;
      return -1;
    }
    if (got == 0) {
      last_outcome = IMSH_READ_END;
      return 0;
    }
    used++;
    if (decode(bytes, &used, out)) return 1;
  }
}

int imsh_el_use_interruptible_reader(EditLine *el) {
  return el_set(el, EL_GETCFN, read_char);
}
