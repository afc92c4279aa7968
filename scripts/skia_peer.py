"""The Skia peers for scripts/bench.sh: the toolbar frame's content drawn with skia-python's CPU
raster backend on one thread at 3x (1206 x 2622 px); prints frames per second.

  strong (default)  as a UI toolkit draws it: the gradient backdrop cached as an image and drawn,
                    then for each of three 44 pt capsules a saveLayer bounded by the capsule's
                    rectangle with a blur (sigma 2 pt, GlassMorph's control blur) as its backdrop
                    filter, clipped to the rounded shape, a translucent white fill, and a rim stroke.
  weak              the earlier peer: the gradient redrawn, then the whole canvas blurred (sigma
                    6 pt) once per capsule inside its clip, and a rim stroke. Kept, labelled, for
                    comparison with older figures.

Usage: skia_peer.py [seconds] [strong|weak]"""
import sys
import time

import skia

SCALE = 3
WIDTH, HEIGHT = 402 * SCALE, 874 * SCALE
SHAPES = [(115, 429), (179, 429), (243, 429)]
COLORS = [skia.ColorSetRGB(255, 149, 0), skia.ColorSetRGB(255, 45, 85), skia.ColorSetRGB(175, 82, 222)]


def gradient(canvas):
    paint = skia.Paint(Shader=skia.GradientShader.MakeLinear(
        points=[(0, 0), (WIDTH, HEIGHT)], colors=COLORS))
    canvas.drawRect(skia.Rect.MakeWH(WIDTH, HEIGHT), paint)


def capsule(x, y):
    rect = skia.Rect.MakeXYWH(x * SCALE, y * SCALE, 44 * SCALE, 44 * SCALE)
    return rect, skia.RRect.MakeRectXY(rect, 22 * SCALE, 22 * SCALE)


RIM = skia.Paint(Color=skia.ColorWHITE, Style=skia.Paint.kStroke_Style, StrokeWidth=2.5, AntiAlias=True)


def strong_frame(surface, backdrop, blur, fill):
    canvas = surface.getCanvas()
    canvas.drawImage(backdrop, 0, 0)
    for x, y in SHAPES:
        rect, rrect = capsule(x, y)
        canvas.save()
        canvas.clipRRect(rrect, doAntiAlias=True)
        canvas.saveLayer(skia.Canvas.SaveLayerRec(rect, None, blur, 0))
        canvas.drawRRect(rrect, fill)
        canvas.restore()
        canvas.restore()
        canvas.drawRRect(rrect, RIM)
    surface.flushAndSubmit()


def weak_frame(surface):
    canvas = surface.getCanvas()
    gradient(canvas)
    backdrop = surface.makeImageSnapshot()
    blur = skia.Paint(ImageFilter=skia.ImageFilters.Blur(6 * SCALE, 6 * SCALE))
    for x, y in SHAPES:
        _, rrect = capsule(x, y)
        canvas.save()
        canvas.clipRRect(rrect, doAntiAlias=True)
        canvas.drawImage(backdrop, 0, 0, skia.SamplingOptions(), blur)
        canvas.restore()
        canvas.drawRRect(rrect, RIM)
    surface.flushAndSubmit()


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2
    mode = sys.argv[2] if len(sys.argv) > 2 else "strong"
    surface = skia.Surface(WIDTH, HEIGHT)
    if mode == "strong":
        cache = skia.Surface(WIDTH, HEIGHT)
        gradient(cache.getCanvas())
        backdrop = cache.makeImageSnapshot()
        blur = skia.ImageFilters.Blur(2 * SCALE, 2 * SCALE)
        fill = skia.Paint(Color=skia.ColorSetARGB(64, 255, 255, 255), AntiAlias=True)
        draw = lambda: strong_frame(surface, backdrop, blur, fill)
    else:
        draw = lambda: weak_frame(surface)
    draw()
    count = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        draw()
        count += 1
    print(count / (time.perf_counter() - start))


main()
