#include "CTerminal.h"

#include <langinfo.h>
#include <locale.h>
#include <string.h>

// libedit decodes keyboard bytes and encodes history with the C library's LC_CTYPE, which is "C"
// (ASCII) until someone calls setlocale; Swift strings are UTF-8.
int imsh_use_utf8_ctype(void) {
  setlocale(LC_CTYPE, "");
  if (strcmp(nl_langinfo(CODESET), "UTF-8") != 0) {
    if (setlocale(LC_CTYPE, "C.UTF-8") == NULL) setlocale(LC_CTYPE, "C.utf8");
  }
  return strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
}
