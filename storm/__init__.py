"""The real storm: real retry libraries against a real rate-limited HTTP server on
127.0.0.1, beside the model (README, "Real storm"). Threads and sockets, never Qt."""
