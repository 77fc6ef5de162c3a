// Replaced in the next commit by tests of the macro through real types and the compiler.
