// GlassMorphPreview — the live preview behind `glassmorph preview`: a scene served to a browser.
//
// A `PreviewSession` owns what the page shows: the scene file (watched; a save re-evaluates it),
// the settings the page chose (taps, a spring override, canvas, scale, backdrop) and the latest
// renders — a draft first (1×, 30 frames/s, x264 ultrafast), full quality after, and the scene's
// own animation beside an override for comparison. One worker renders the newest settings only: a
// burst of slider moves cancels the render in flight. `PreviewRoutes` maps requests to answers (the page's
// files from Assets/, embedded in the binary; a JSON API; the videos; exports); `PreviewServer`
// puts them on MorphHTTP. Nothing from a request names a file on disk.

@_exported import struct MorphHTTP.HTTPServerError
