// GlassMorphFuzzing — the fuzzing harnesses (Docs/Reliability.md): scene text through states,
// layout, timeline and one small frame; the command line with every subcommand's options, parsed
// and validated; PNG backdrops decoded. libFuzzer drives them through `glassmorph-fuzz` (built by
// `scripts/fuzz.sh` with coverage and AddressSanitizer); the test suite replays the committed
// corpus through the same functions without any sanitizer, so every crash found stays fixed.
