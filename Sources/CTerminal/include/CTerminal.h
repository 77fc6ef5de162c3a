// The process state imshell keeps in C: the process-wide SIGINT counter and the self-pipe its
// handler writes to, the reader libedit calls for each character (which wakes on that pipe), the
// locale libedit decodes keys with, and (set at load by Memory.c) one malloc arena. One definition
// of each piece of state lives in the .c files of this target; Swift sees only these functions.
#ifndef IMSHELL_CTERMINAL_H
#define IMSHELL_CTERMINAL_H

#include <histedit.h>

// MARK: - SIGINT

/// Installs the SIGINT handler (without SA_RESTART, so blocking calls fail with EINTR), a
/// SIGCONT handler that only wakes the reader, and the wake-up pipe. Idempotent. Returns 0, or
/// -1 with errno set.
int imsh_interrupt_install(void);

/// The number of SIGINTs since the last reset.
long imsh_interrupt_count_get(void);

/// Sets the counter back to zero and returns what it was.
long imsh_interrupt_count_reset(void);

/// Empties the wake-up pipe; returns how many SIGINT wake-ups it held, and sets `*continued`
/// (if not NULL) when it also held a SIGCONT one, `*output` (if not NULL) when it held an
/// output one.
int imsh_interrupt_drain(int *continued, int *output);

/// Wakes the character reader from any thread so that it calls the output hook (below).
void imsh_wake_reader_for_output(void);

/// Batch reading: blocks until standard input has a line's worth to read (in stdio's buffer or on
/// the descriptor, or end of file) and returns 1, or returns 0 once a SIGINT arrived, on whichever
/// thread the kernel delivered it (a read blocked on the main thread would not see it).
int imsh_wait_for_stdin(void);

// MARK: - Memory

/// Notes that the shell ran a line, so the next wait for input may hand memory back.
void imsh_memory_line_ran(void);

/// Before the shell blocks waiting for input on `fd` (read through stdio's `stdin` when
/// `through_stdin` is non-zero): when a line ran since the last trim and no input is waiting
/// (in stdin's buffer, or on `fd`), gives the pages malloc holds free back to the system
/// (malloc_trim). Returns 1 when some memory went back.
int imsh_memory_trim_if_idle(int fd, int through_stdin);

// MARK: - Locale

/// Selects the user's LC_CTYPE (libedit decodes keys and encodes history with it), falling back
/// to C.UTF-8 when that is not UTF-8. Returns 1 if UTF-8 is in effect.
int imsh_use_utf8_ctype(void);

// MARK: - Interruptible character reader

/// imsh_read_outcome() values. el_wgets() reports every failure as count -1 and does not always
/// set errno, so the reader records what happened itself.
enum {
  IMSH_READ_NONE = 0,         // the reader did not end the line (e.g. libedit's tty setup failed)
  IMSH_READ_INTERRUPTED = 1,  // SIGINT arrived
  IMSH_READ_END = 2,          // end of input
  IMSH_READ_ERROR = 3,        // read(2) or poll(2) failed; errno says why
};

/// What made the last el_wgets() stop reading, since imsh_read_outcome_reset().
int imsh_read_outcome(void);

/// Call before el_wgets().
void imsh_read_outcome_reset(void);

/// Installs the interruptible reader as `el`'s character reader (EL_GETCFN).
int imsh_el_use_interruptible_reader(EditLine *el);

/// What the reader calls, on its own thread in the middle of a line, after
/// imsh_wake_reader_for_output(): the hook prints what waits above the prompt and returns 1 when
/// it printed something, and the reader then has libedit draw the prompt and line again.
void imsh_set_output_hook(int (*hook)(EditLine *el));

#endif
