import MorphCore
import Testing

/// Premultiplied linear storage and the sRGB transfer function.
@Suite struct PixmapTests {
  @Test func sRGBTransferFunctionMatchesTheStandard() {
    // IEC 61966-2-1: code 128 → ((128/255 + 0.055)/1.055)^2.4 = 0.215861.
    #expect(abs(Double(ColorEncoding.decode(128)) - 0.215861) < 1e-6)
    #expect(ColorEncoding.decode(0) == 0 && ColorEncoding.decode(255) == 1)
    #expect(ColorEncoding.encode(0.215861) == 128)
  }

  @Test func opaqueBytesRoundTripExactly() {
    var bytes: [UInt8] = []
    for value in 0..<256 {
      bytes += [UInt8(value), UInt8(255 - value), UInt8((value * 7) % 256), 255]
    }
    let pixmap = Pixmap(width: 256, height: 1, sRGBBytes: bytes)
    #expect(pixmap.sRGBBytes() == bytes)
  }

  @Test func translucentPixelsArePremultiplied() {
    // sRGB (255, 0, 0) at alpha 128: stored as linear 1.0 × 128/255 in red.
    let pixmap = Pixmap(width: 1, height: 1, sRGBBytes: [255, 0, 0, 128])
    #expect(abs(pixmap[0, 0].x - 128.0 / 255) < 1e-6)
    #expect(abs(pixmap[0, 0].w - 128.0 / 255) < 1e-6)
    // And back: straight alpha again, within one code.
    let back = pixmap.sRGBBytes()
    #expect(back[0] == 255 && back[1] == 0 && back[3] == 128)
  }

  @Test func colourToPremultipliedLinear() {
    // systemBlue (0, 122, 255) at opacity 0.5: green linear = decode(122) = 0.194618, × 0.5.
    let value = Color.blue.opacity(0.5).premultipliedLinear
    #expect(abs(Double(value.y) - 0.194618 * 0.5) < 1e-5)
    #expect(value.w == 0.5)
  }
}
