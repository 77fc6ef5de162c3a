// Typed wrappers for libedit's variadic calls, which Swift cannot call (`el_set`, `el_get`,
// `history`). They stay `static inline` here so no object file is needed for them; the signal,
// reader and locale state lives in the C target CTerminal.
#ifndef IMSHELL_CLIBEDIT_SHIM_H
#define IMSHELL_CLIBEDIT_SHIM_H

#include <histedit.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>

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
