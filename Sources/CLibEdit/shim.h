// C side of imshell's line editor: typed wrappers for libedit's variadic calls (Swift cannot
// call `el_set`, `el_get` or `history` directly), the process-wide SIGINT counter, and an
// interruptible character reader for libedit.
//
// Everything is `static inline` so no .c file is needed. The few pieces of shared state are
// `weak` definitions instead of `static` ones on purpose: Swift emits the inline functions into
// every object file that uses them, and a `static` variable would then exist once per Swift
// source file; weak definitions are merged by the linker into a single instance.
#ifndef IMSHELL_CLIBEDIT_SHIM_H
#define IMSHELL_CLIBEDIT_SHIM_H

#include <errno.h>
#include <fcntl.h>
#include <histedit.h>
#include <langinfo.h>
#include <limits.h>
#include <locale.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

// MARK: - SIGINT counter

/// How many SIGINTs arrived since the last reset.
__attribute__((weak)) volatile sig_atomic_t imsh_interrupt_count = 0;
/// Self-pipe: the handler writes one byte per SIGINT so a reader blocked in poll() on ANY thread
/// wakes up (the kernel usually delivers the signal to the main thread, not the reading one).
__attribute__((weak)) int imsh_interrupt_pipe[2] = {-1, -1};
/// Why imsh_read_char last gave up; see imsh_read_outcome().
__attribute__((weak)) int imsh_read_last_outcome = 0;
/// Whether imsh_interrupt_install already ran.
__attribute__((weak)) int imsh_interrupt_installed = 0;

// What the signal handlers write to the wake-up pipe.
#define IMSH_WAKE_INTERRUPT 'i'
#define IMSH_WAKE_CONTINUE 'c'

// Async-signal-safe: write(2) only; a full pipe already holds a wake-up, so losing one is fine.
static inline void imsh_wake(char reason) {
  int saved = errno;
  int fd = imsh_interrupt_pipe[1];
  if (fd >= 0) {
    ssize_t ignored = write(fd, &reason, 1);
    (void)ignored;
  }
  errno = saved;
}

static inline void imsh_interrupt_handler(int signo) {
  (void)signo;
  __atomic_add_fetch(&imsh_interrupt_count, 1, __ATOMIC_SEQ_CST);
  imsh_wake(IMSH_WAKE_INTERRUPT);
}

// After `fg`: libedit's own SIGCONT handler restores raw mode but does not redraw the line,
// so the reader is woken to do that (libedit chains to this handler).
static inline void imsh_continue_handler(int signo) {
  (void)signo;
  imsh_wake(IMSH_WAKE_CONTINUE);
}

/// Installs the SIGINT handler (without SA_RESTART, so blocking calls fail with EINTR), a
/// SIGCONT handler that only wakes the reader, and the wake-up pipe. Idempotent. Returns 0, or
/// -1 with errno set.
static inline int imsh_interrupt_install(void) {
  if (imsh_interrupt_installed) return 0;
  if (imsh_interrupt_pipe[0] < 0) {
    int fds[2];
    if (pipe(fds) == 0) {
      for (int i = 0; i < 2; i++) {
        fcntl(fds[i], F_SETFD, FD_CLOEXEC);
        fcntl(fds[i], F_SETFL, fcntl(fds[i], F_GETFL) | O_NONBLOCK);
      }
      imsh_interrupt_pipe[0] = fds[0];
      imsh_interrupt_pipe[1] = fds[1];
    }
  }
  // A launcher may have left SIGINT blocked (libdispatch threads block it, and children
  // inherit masks); then Ctrl-C would never arrive.
  sigset_t wanted;
  sigemptyset(&wanted);
  sigaddset(&wanted, SIGINT);
  sigaddset(&wanted, SIGCONT);
  pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = imsh_interrupt_handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;
  if (sigaction(SIGINT, &action, NULL) != 0) return -1;
  action.sa_handler = imsh_continue_handler;
  action.sa_flags = SA_RESTART;
  sigaction(SIGCONT, &action, NULL);
  imsh_interrupt_installed = 1;
  return 0;
}

/// The number of SIGINTs since the last reset.
static inline long imsh_interrupt_count_get(void) {
  return (long)__atomic_load_n(&imsh_interrupt_count, __ATOMIC_SEQ_CST);
}

/// Sets the counter back to zero and returns what it was.
static inline long imsh_interrupt_count_reset(void) {
  return (long)__atomic_exchange_n(&imsh_interrupt_count, 0, __ATOMIC_SEQ_CST);
}

/// Empties the wake-up pipe; returns how many SIGINT wake-ups it held, and sets `*continued`
/// (if not NULL) when it also held a SIGCONT one.
static inline int imsh_interrupt_drain(int *continued) {
  int fd = imsh_interrupt_pipe[0];
  if (fd < 0) return 0;
  char buffer[64];
  int interrupts = 0;
  ssize_t got;
  while ((got = read(fd, buffer, sizeof buffer)) > 0) {
    for (ssize_t i = 0; i < got; i++) {
      if (buffer[i] == IMSH_WAKE_INTERRUPT) interrupts++;
      else if (continued != NULL) *continued = 1;
    }
  }
  return interrupts;
}

// MARK: - Locale

/// libedit decodes keyboard bytes and encodes history with the C library's LC_CTYPE, which is
/// "C" (ASCII) until someone calls setlocale. Selects the user's locale, falling back to
/// C.UTF-8 when that is not UTF-8 (Swift strings are UTF-8). Returns 1 if UTF-8 is in effect.
static inline int imsh_use_utf8_ctype(void) {
  setlocale(LC_CTYPE, "");
  if (strcmp(nl_langinfo(CODESET), "UTF-8") != 0) {
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
  }
  return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}

// MARK: - Interruptible character reader (EL_GETCFN)

/// imsh_read_outcome() values. el_wgets() reports every failure as count -1 and does not always
/// set errno, so the reader records what happened itself.
enum {
  IMSH_READ_NONE = 0,         // the reader did not end the line (e.g. libedit's tty setup failed)
  IMSH_READ_INTERRUPTED = 1,  // SIGINT arrived
  IMSH_READ_END = 2,          // end of input
  IMSH_READ_ERROR = 3,        // read(2) or poll(2) failed; errno says why
};

/// What made the last el_wgets() stop reading, since imsh_read_outcome_reset().
static inline int imsh_read_outcome(void) { return imsh_read_last_outcome; }

/// Call before el_wgets().
static inline void imsh_read_outcome_reset(void) { imsh_read_last_outcome = IMSH_READ_NONE; }

// Blocks in poll() on the terminal and on the wake-up pipe. On a SIGINT wake-up it returns -1
// with errno EINTR, which makes el_wgets() return NULL with count -1. (libedit's built-in
// reader retries the first EINTR and only sees signals delivered to its own thread.)
static inline int imsh_read_char(EditLine *el, wchar_t *out) {
  FILE *input = NULL;
  int fd = (el_get(el, EL_GETFP, 0, &input) == 0 && input != NULL) ? fileno(input) : STDIN_FILENO;
  char bytes[MB_LEN_MAX];
  size_t used = 0;
  *out = L'\0';
  for (;;) {
    struct pollfd fds[2];
    nfds_t count = 1;
    fds[0].fd = fd;
    fds[0].events = POLLIN;
    fds[0].revents = 0;
    if (imsh_interrupt_pipe[0] >= 0) {
      fds[1].fd = imsh_interrupt_pipe[0];
      fds[1].events = POLLIN;
      fds[1].revents = 0;
      count = 2;
    }
    if (poll(fds, count, -1) < 0) {
      if (errno == EINTR) continue;  // e.g. SIGWINCH; a SIGINT also shows up on the pipe
      imsh_read_last_outcome = IMSH_READ_ERROR;
      return -1;
    }
    if (count == 2 && (fds[1].revents & POLLIN)) {
      int continued = 0;
      if (imsh_interrupt_drain(&continued) > 0) {
        imsh_read_last_outcome = IMSH_READ_INTERRUPTED;
        errno = EINTR;
        return -1;
      }
      if (continued) {
        // Back from a stop (`fg`). libedit's handler makes the terminal raw again, but only
        // the first time per line (it unhooks itself); after that the parent shell's cooked
        // settings are still in place, so switch to raw mode here.
        struct termios now;
        if (tcgetattr(fd, &now) == 0 && (now.c_lflag & ICANON)) {
          el_set(el, EL_PREP_TERM, 0);
          el_set(el, EL_PREP_TERM, 1);
        }
        // Redraw prompt and line on the fresh screen line the parent shell left the cursor on.
        el_set(el, EL_REFRESH);
      }
      continue;
    }
    if (fds[0].revents == 0) continue;
    ssize_t got = read(fd, bytes + used, 1);
    if (got < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      imsh_read_last_outcome = IMSH_READ_ERROR;
      return -1;
    }
    if (got == 0) {
      imsh_read_last_outcome = IMSH_READ_END;
      return 0;
    }
    used++;
    for (;;) {
      mbstate_t state;
      memset(&state, 0, sizeof state);
      size_t length = mbrtowc(out, bytes, used, &state);
      if (length == (size_t)-2 && used < MB_LEN_MAX) break;  // incomplete: read more
      if (length == (size_t)-1 || length == (size_t)-2) {
        // Invalid sequence: drop it, but the last byte may start a valid one.
        if (used > 1) {
          bytes[0] = bytes[used - 1];
          used = 1;
          continue;
        }
        used = 0;
        break;
      }
      return 1;
    }
  }
}

// MARK: - el_set / el_get wrappers

/// el_init on the process's standard streams, so el_source() applies "imshell:" lines.
static inline EditLine *imsh_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}

/// Prompt callback; text between two '\1' characters is printed but takes no columns.
static inline int imsh_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *)) {
  return el_set(el, EL_PROMPT_ESC, prompt, '\1');
}

/// "emacs" or "vi".
static inline int imsh_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/// 1: libedit restores the terminal around fatal signals and tracks window-size changes.
/// Also unblocks those signals in the calling thread, in case the launcher blocked them.
static inline int imsh_el_set_signal(EditLine *el, int on) {
  if (on) {
    static const int handled[] = {SIGINT, SIGQUIT, SIGHUP, SIGTERM, SIGTSTP, SIGCONT, SIGWINCH};
    sigset_t wanted;
    sigemptyset(&wanted);
    for (size_t i = 0; i < sizeof handled / sizeof handled[0]; i++) sigaddset(&wanted, handled[i]);
    pthread_sigmask(SIG_UNBLOCK, &wanted, NULL);
  }
  return el_set(el, EL_SIGNAL, on);
}

/// Uses `history` (narrow) as the editor's history for Up/Down.
static inline int imsh_el_set_hist(EditLine *el, History *hist) {
  return el_set(el, EL_HIST, history, hist);
}

/// Registers a named editor function that key bindings can refer to.
static inline int imsh_el_addfn(EditLine *el, const char *name, const char *help,
                                unsigned char (*fn)(EditLine *, int)) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

/// Binds `key` (e.g. "^I") to the editor function `name`.
static inline int imsh_el_bind(EditLine *el, const char *key, const char *name) {
  return el_set(el, EL_BIND, key, name, (const char *)NULL);
}

/// Stores an opaque pointer that callbacks read back with imsh_el_get_clientdata.
static inline int imsh_el_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

/// The pointer stored by imsh_el_set_clientdata, or NULL.
static inline void *imsh_el_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

/// Installs imsh_read_char as libedit's character reader.
static inline int imsh_el_use_interruptible_reader(EditLine *el) {
  return el_set(el, EL_GETCFN, imsh_read_char);
}

/// Writes `text` to standard output and flushes it (libedit writes through the same FILE).
static inline void imsh_print(const char *text) {
  fputs(text, stdout);
  fflush(stdout);
}

// MARK: - history wrappers

/// Keeps at most `size` entries.
static inline int imsh_history_setsize(History *hist, int size) {
  HistEvent event;
  return history(hist, &event, H_SETSIZE, size);
}

/// 1: a line equal to the newest entry is not added again.
static inline int imsh_history_setunique(History *hist, int on) {
  HistEvent event;
  return history(hist, &event, H_SETUNIQUE, on);
}

/// Appends `line` as the newest entry.
static inline int imsh_history_enter(History *hist, const char *line) {
  HistEvent event;
  return history(hist, &event, H_ENTER, line);
}

/// Adds the entries of the file at `path`; returns their number or -1.
static inline int imsh_history_load(History *hist, const char *path) {
  HistEvent event;
  return history(hist, &event, H_LOAD, path);
}

/// Writes every entry to `file` (libedit's format); returns their number or -1.
static inline int imsh_history_save_fp(History *hist, FILE *file) {
  HistEvent event;
  return history(hist, &event, H_SAVE_FP, file);
}

#endif
