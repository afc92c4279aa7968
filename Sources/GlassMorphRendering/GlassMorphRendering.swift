// GlassMorphRendering — pixels and files from GlassMorph's timelines, as library calls.
//
// `import GlassMorphRendering` (which also gives `GlassMorph`) to render a timeline: one frame as a
// `Pixmap`, a still PNG, a PNG sequence, a contact sheet, or a video (MP4, ProRes MOV, GIF, WebP or
// APNG, by the file's extension) that streams frames to the encoder as they are drawn (memory flat
// in the video's length), reports progress and can be cancelled — over the built-in wallpaper, a
// colour, a picture or a backdrop video (`Backdrop`), with a debug overlay of the keyframe
// rectangles (`FrameOverlay`); several timelines side by side under labels (`SideBySide`: A/B
// compares and variant grids); and spring comparisons as a plot or a side-by-side video. Every file
// is written beside its target and renamed when complete: an error or a cancellation leaves
// nothing behind.
//
// ```swift
// let scene = try GlassScene(path: "Scenes/toolbar.swift")
// let renderer = try TimelineRenderer(timeline: scene.defaultTimeline())
// try renderer.writeVideo(to: "toolbar.mp4")
// ```
// Built on MorphRender (the CPU renderer) and MorphMedia (libpng, FreeType, libav*).

@_exported import GlassMorph

@_exported import enum MorphMedia.FFmpegLibraries
@_exported import struct MorphMedia.FreeTypeFontReader
@_exported import struct MorphMedia.MediaError
@_exported import class MorphMedia.OutputBatch
@_exported import enum MorphMedia.OutputPath
@_exported import enum MorphMedia.PNGFile
@_exported import enum MorphMedia.VideoFormat
@_exported import struct MorphRaster.Pixmap
@_exported import enum MorphRender.FrameMemory
