#ifndef GLASSMORPH_CMICROHTTPD_SHIM_H
#define GLASSMORPH_CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_start_daemon is variadic, which Swift cannot call: this fixed-argument form starts a daemon
   on an already listening socket with one thread per connection (so a handler may block on a long
   poll), a connection limit, an idle timeout, a per-connection memory limit (which bounds the
   request line and headers) and a callback when a request is finished (to free its state). */
static inline struct MHD_Daemon *glassmorph_mhd_start(
    int listen_socket, MHD_AccessHandlerCallback handler, void *handler_context,
    MHD_RequestCompletedCallback completed, void *completed_context,
    unsigned int connection_limit, unsigned int timeout_seconds, size_t memory_limit) {
  return MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_THREAD_PER_CONNECTION | MHD_USE_ITC, 0, NULL, NULL,
      handler, handler_context,
      MHD_OPTION_LISTEN_SOCKET, (MHD_socket)listen_socket,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
      MHD_OPTION_END);
}
/* The enum case Swift imports under a name that varies between versions of the header. */
static const enum MHD_ResponseMemoryMode glassmorph_mhd_copy_buffer = MHD_RESPMEM_MUST_COPY;
#endif
