"""The real storm: real retry libraries against a real rate-limited HTTP server on
127.0.0.1, beside the model (docs/real-storm.md). Threads and sockets, never Qt."""
