"""The Skia peer for scripts/bench.sh: the toolbar frame's content drawn with skia-python's CPU
raster backend — a full-screen gradient backdrop, then for each of three 44 pt capsules the
backdrop blurred (sigma 6 pt) inside the rounded shape and a white rim stroke — at 3x
(1206 x 2622 px). Prints frames per second."""
import sys
import time

import skia

SCALE = 3
WIDTH, HEIGHT = 402 * SCALE, 874 * SCALE
SHAPES = [(115, 429), (179, 429), (243, 429)]


def frame(surface):
    canvas = surface.getCanvas()
    paint = skia.Paint(Shader=skia.GradientShader.MakeLinear(
        points=[(0, 0), (WIDTH, HEIGHT)],
        colors=[skia.ColorSetRGB(255, 149, 0), skia.ColorSetRGB(255, 45, 85), skia.ColorSetRGB(175, 82, 222)]))
    canvas.drawRect(skia.Rect.MakeWH(WIDTH, HEIGHT), paint)
    backdrop = surface.makeImageSnapshot()
    blur = skia.Paint(ImageFilter=skia.ImageFilters.Blur(6 * SCALE, 6 * SCALE))
    rim = skia.Paint(Color=skia.ColorWHITE, Style=skia.Paint.kStroke_Style, StrokeWidth=2.5, AntiAlias=True)
    for x, y in SHAPES:
        rect = skia.RRect.MakeRectXY(skia.Rect.MakeXYWH(x * SCALE, y * SCALE, 44 * SCALE, 44 * SCALE), 22 * SCALE, 22 * SCALE)
        canvas.save()
        canvas.clipRRect(rect, doAntiAlias=True)
        canvas.drawImage(backdrop, 0, 0, skia.SamplingOptions(), blur)
        canvas.restore()
        canvas.drawRRect(rect, rim)
    surface.flushAndSubmit()


def main():
    surface = skia.Surface(WIDTH, HEIGHT)
    frame(surface)
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < float(sys.argv[1] if len(sys.argv) > 1 else 2):
        frame(surface)
        count += 1
    print(count / (time.perf_counter() - start))


main()
