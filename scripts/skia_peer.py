"""The Skia peers for scripts/bench.sh: the toolbar frame's content drawn with skia-python's CPU
raster backend on one thread at 3x (1206 x 2622 px); prints frames per second.

  strong (default)  as a UI toolkit draws it: the gradient backdrop cached as an image and drawn,
                    then for each of three 44 pt capsules a saveLayer bounded by the capsule's
                    rectangle with a blur (sigma 2 pt, GlassMorph's control blur) as its backdrop
                    filter, clipped to the rounded shape, a translucent white fill, and a rim stroke.
  weak              the earlier peer: the gradient redrawn, then the whole canvas blurred (sigma
                    6 pt) once per capsule inside its clip, and a rim stroke. Kept, labelled, for
                    comparison with older figures.
  lens              what a Skia user would write for this look on a still backdrop: the backdrop
                    and its blur (sigma 2 pt) cached once, then each capsule filled by an SkSL
                    runtime shader that samples the cached blur through the folding edge lens of
                    ../shared/reference/liquid-glass.md section 3 (band H = short side / 4,
                    displacement at the rim A = short side / 2, d(t) = A(1 - sqrt(1 - (1 - t/H)^2))
                    inward along the rounded rectangle's normal), adds the top and bottom specular
                    lobes, and a rim stroke. `lens --check` writes the frame to /tmp and prints the
                    measured displacement at the rim (a capsule's edge shows backdrop from further
                    inside), so the peer is shown to lens.

Usage: skia_peer.py [seconds] [strong|weak|lens] [--check]"""
import struct
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


LENS_SKSL = """
uniform shader blurred;
uniform float2 center;
uniform float2 halfSize;
uniform float radius;
uniform float band;
uniform float rimDisplacement;

half4 main(float2 p) {
    float2 local = p - center;
    float2 q = abs(local) - (halfSize - radius);
    float outside = length(max(q, 0.0));
    float depth = -(outside + min(max(q.x, q.y), 0.0) - radius);
    // The rounded rectangle's outward normal: along the corner's radius, else the nearer side's axis.
    float2 normal = outside > 0.0 ? max(q, 0.0) / outside : (q.x > q.y ? float2(1, 0) : float2(0, 1));
    normal *= sign(local + 1e-6);
    float s = clamp(1.0 - depth / band, 0.0, 1.0);
    float displacement = rimDisplacement * (1.0 - sqrt(1.0 - s * s));
    half4 color = blurred.eval(p - normal * displacement);
    // Specular lobes at the top and bottom rims.
    float lobe = s * s * smoothstep(0.2, 1.0, abs(normal.y)) * 0.35;
    return half4(color.rgb + half3(lobe), color.a);
}
"""


def lens_paints(blurred_image):
    """One paint per capsule: the lens shader with its uniforms over the cached blur."""
    effect = skia.RuntimeEffect.MakeForShader(LENS_SKSL)
    child = blurred_image.makeShader(skia.TileMode.kClamp, skia.TileMode.kClamp)
    paints = []
    for x, y in SHAPES:
        rect, _ = capsule(x, y)
        short = 44 * SCALE
        uniforms = struct.pack(
            "7f", rect.centerX(), rect.centerY(), rect.width() / 2, rect.height() / 2,
            short / 2, short / 4, short / 2)
        shader = effect.makeShader(skia.Data.MakeWithCopy(uniforms), child, 1)
        paints.append(skia.Paint(Shader=shader, AntiAlias=True))
    return paints


def lens_frame(surface, backdrop, paints):
    canvas = surface.getCanvas()
    canvas.drawImage(backdrop, 0, 0)
    for (x, y), paint in zip(SHAPES, paints):
        _, rrect = capsule(x, y)
        canvas.drawRRect(rrect, paint)
        canvas.drawRRect(rrect, RIM)
    surface.flushAndSubmit()


def check_lens():
    """Draws one lensed capsule over a grey ramp that runs black to white across it (so a grey
    level names an x), and returns where the backdrop seen 4 px inside the left rim comes from,
    in px inside, with the displacement the profile gives there."""
    x, y = SHAPES[0]
    rect, rrect = capsule(x, y)
    ramp = skia.Surface(WIDTH, HEIGHT)
    ramp.getCanvas().drawRect(skia.Rect.MakeWH(WIDTH, HEIGHT), skia.Paint(
        Shader=skia.GradientShader.MakeLinear(
            points=[(rect.left(), 0), (rect.right(), 0)],
            colors=[skia.ColorBLACK, skia.ColorWHITE])))
    backdrop = ramp.makeImageSnapshot()
    surface = skia.Surface(WIDTH, HEIGHT)
    paint = lens_paints(backdrop)[0]
    surface.getCanvas().drawImage(backdrop, 0, 0)
    surface.getCanvas().drawRRect(rrect, paint)
    pixels = surface.makeImageSnapshot().toarray()
    under = backdrop.toarray()
    row, depth = int(rect.centerY()), 4
    probe = int(rect.left()) + depth
    target = float(pixels[row, probe, 0])
    found = min(range(0, int(rect.width() / 2)),
                key=lambda dx: abs(float(under[row, probe + dx, 0]) - target))
    band, rim = 44 * SCALE / 4, 44 * SCALE / 2
    s = 1 - (depth + 0.5) / band
    return found, rim * (1 - (1 - s * s) ** 0.5)


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
    elif mode == "lens":
        cache = skia.Surface(WIDTH, HEIGHT)
        gradient(cache.getCanvas())
        backdrop = cache.makeImageSnapshot()
        blur_cache = skia.Surface(WIDTH, HEIGHT)
        blur_cache.getCanvas().drawImage(
            backdrop, 0, 0, skia.SamplingOptions(),
            skia.Paint(ImageFilter=skia.ImageFilters.Blur(2 * SCALE, 2 * SCALE)))
        blurred = blur_cache.makeImageSnapshot()
        paints = lens_paints(blurred)
        draw = lambda: lens_frame(surface, backdrop, paints)
        if "--check" in sys.argv:
            draw()
            surface.makeImageSnapshot().save("/tmp/skia-lens-peer.png")
            found, expected = check_lens()
            print(f"lens check: 4 px inside the rim shows the backdrop from {found} px further in "
                  f"(the profile gives {expected:.1f} px at 3x); frame in /tmp/skia-lens-peer.png")
            return
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
