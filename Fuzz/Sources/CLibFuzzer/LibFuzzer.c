// The declaration in include/LibFuzzer.h is all there is: the definition is libFuzzer's.
#include "LibFuzzer.h"
