// MorphHTTP — an embedded HTTP/1.1 server for `glassmorph preview`, on GNU libmicrohttpd.
//
// One job: turn requests into `HTTPRequest` values, hand them to one handler and send back its
// `HTTPResponse`. It knows nothing about scenes or rendering. libmicrohttpd (Debian's
// libmicrohttpd-dev) parses HTTP, bounds header sizes and runs one thread per connection, so a
// handler may block (a long poll) without stalling other clients; this module adds a listening
// socket of its own (clear errors for a busy port or a bad address, port 0 for any free one), a cap
// on request bodies and on connections, and a stop that waits for every handler to return.
