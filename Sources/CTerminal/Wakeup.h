// Private to CTerminal: the wake-up pipe the signal handlers write to and the reader polls.
#ifndef IMSHELL_CTERMINAL_WAKEUP_H
#define IMSHELL_CTERMINAL_WAKEUP_H

/// Read end [0] and write end [1]; -1 until imsh_interrupt_install() opened it.
extern int imsh_wakeup_pipe[2];

// What the signal handlers (and imsh_wake_reader_for_output) write to the wake-up pipe.
#define IMSH_WAKE_INTERRUPT 'i'
#define IMSH_WAKE_CONTINUE 'c'
// Written by imsh_wake_reader_for_output() (not a signal): text waits to print above the prompt.
#define IMSH_WAKE_OUTPUT 'o'

#endif
