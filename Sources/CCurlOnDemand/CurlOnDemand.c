// libcurl, loaded when first called rather than when the program starts.
//
// FoundationNetworking (URLSession, used for the real https:// USGS feed) calls libcurl, and
// libcurl needs some 35 shared libraries (TLS, Kerberos, LDAP, …). Loaded at start-up, their
// relocations and constructors cost a statically linked `imshell` about 6 ms of its ~16 ms, on
// every start, for a feature most sessions never use. This file defines the 23 libcurl functions
// FoundationNetworking calls, each forwarding to the real one found with dlopen/dlsym on first
// use; `link/libcurl.so` (a linker script) then lets the link drop libcurl from the program's
// needed libraries, since nothing is left for it to provide.
//
// The forwarders are hidden: they satisfy the static link of FoundationNetworking, and are never
// exported, so libcurl's own calls and any other library's still bind to libcurl itself. In a
// build that links FoundationNetworking as a shared library (debug), they are simply unused.

#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "CCurlOnDemand.h"

#define HIDDEN __attribute__((visibility("hidden")))

// The library, opened once; a program that cannot open it cannot make an HTTPS request at all,
// so it says why and stops, as the loader would have at start-up.
static void *libcurl(void) {
  static void *handle;
  if (!handle) {
    handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      fprintf(stderr, "cannot load libcurl.so.4 for an HTTPS request: %s\n", dlerror());
      abort();
    }
  }
  return handle;
}

static void *function(const char *name) {
  void *address = dlsym(libcurl(), name);
  if (!address) {
    fprintf(stderr, "libcurl.so.4 has no %s\n", name);
    abort();
  }
  return address;
}

// Pointers are looked up on the first call; later calls read them from a static. URLSession
// calls libcurl from its own serial queue, and a racing first call only stores the same address.
#define FORWARD(result, name, parameters, arguments)                                          \
  HIDDEN result name parameters {                                                             \
    static result(*real) parameters;                                                          \
    if (!real) real = (result(*) parameters)function(#name);                                  \
    return real arguments;                                                                    \
  }

#define FORWARD_VOID(name, parameters, arguments)                                             \
  HIDDEN void name parameters {                                                               \
    static void(*real) parameters;                                                            \
    if (!real) real = (void(*) parameters)function(#name);                                    \
    real arguments;                                                                           \
  }

// `curl_easy_setopt` and friends are variadic with exactly one argument after the option: a
// long, a pointer or a curl_off_t, each passed in one 64-bit integer register on x86-64 and
// arm64 (libcurl takes no floating-point option), so it is read and passed on as a pointer.
#define FORWARD_OPTION(name, handle, option)                                                  \
  HIDDEN int name(handle target, option which, ...) {                                         \
    static int (*real)(handle, option, ...);                                                  \
    if (!real) real = (int (*)(handle, option, ...))function(#name);                          \
    va_list rest;                                                                             \
    va_start(rest, which);                                                                    \
    void *value = va_arg(rest, void *);                                                       \
    va_end(rest);                                                                             \
    return real(target, which, value);                                                        \
  }

// Handles are opaque pointers and libcurl's enums are ints: the same calling convention as
// curl.h's declarations, without needing its headers to build.
FORWARD(int, curl_global_init, (long flags), (flags))
FORWARD(char *, curl_version, (void), ())
FORWARD(void *, curl_version_info, (int age), (age))
FORWARD(void *, curl_easy_init, (void), ())
FORWARD_VOID(curl_easy_cleanup, (void *easy), (easy))
FORWARD(int, curl_easy_pause, (void *easy, int mask), (easy, mask))
FORWARD(const char *, curl_easy_strerror, (int code), (code))
FORWARD_OPTION(curl_easy_setopt, void *, int)
FORWARD_OPTION(curl_easy_getinfo, void *, int)
FORWARD_OPTION(curl_multi_setopt, void *, int)
FORWARD_VOID(curl_free, (void *pointer), (pointer))
FORWARD(void *, curl_multi_init, (void), ())
FORWARD(int, curl_multi_cleanup, (void *multi), (multi))
FORWARD(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy))
FORWARD(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer))
FORWARD(void *, curl_multi_info_read, (void *multi, int *left), (multi, left))
FORWARD(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running),
        (multi, socket, mask, running))
FORWARD(void *, curl_slist_append, (void *list, const char *text), (list, text))
FORWARD_VOID(curl_slist_free_all, (void *list), (list))
FORWARD(void *, curl_url, (void), ())
FORWARD(int, curl_url_get, (void *url, int part, char **text, unsigned flags), (url, part, text, flags))
FORWARD(int, curl_url_set, (void *url, int part, const char *text, unsigned flags), (url, part, text, flags))

const char *CCurlOnDemandVersion(void) { return curl_version(); }
