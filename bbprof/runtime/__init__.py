"""Runtime backends: load instrumented code, launch it, read the counters back."""
