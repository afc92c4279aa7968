#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer (Docs/Reliability.md).
#
#   scripts/fuzz.sh [minutes] [scene|cli|image ...]
#
# Builds glassmorph-fuzz in release with AddressSanitizer and libFuzzer's coverage instrumentation
# (in .build/fuzz, apart from ordinary builds), then runs each harness for its share of the minutes
# (default 10) on a working corpus seeded from Fuzz/corpus/<harness>, with Fuzz/swiftui.dict.
# Crashes, timeouts and out-of-memory inputs land in Fuzz/findings/<harness>/; minimise one with
#   GLASSMORPH_FUZZ_HARNESS=scene .build/fuzz/release/glassmorph-fuzz -minimize_crash=1 -runs=20000 FILE
# and commit it as Fuzz/corpus/<harness>/crash-<what>, so scripts/test.sh replays it for ever.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null

minutes="${1:-10}"
shift || true
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=(scene cli image)

runtime=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")
fuzzer=$(ls "$runtime"/lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a 2>/dev/null | head -n 1)
if [ -z "$fuzzer" ]; then
  echo "fuzz: libclang_rt.fuzzer_no_main was not found under $runtime/lib/clang; this toolchain has no libFuzzer." >&2
  exit 1
fi

echo "fuzz: building glassmorph-fuzz (release, AddressSanitizer, coverage)…"
swift build -c release --scratch-path .build/fuzz --product glassmorph-fuzz \
  -Xswiftc -sanitize=address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
  -Xlinker "$fuzzer" -Xlinker -lstdc++ \
  -Xlinker -u -Xlinker LLVMFuzzerRunDriver -Xlinker --export-dynamic >/dev/null
binary=.build/fuzz/release/glassmorph-fuzz

seconds=$(( minutes * 60 / ${#harnesses[@]} ))
for harness in "${harnesses[@]}"; do
  work=.build/fuzz/corpus/$harness
  findings=Fuzz/findings/$harness
  mkdir -p "$work" "$findings"
  cp -n Fuzz/corpus/"$harness"/* "$work"/ 2>/dev/null || true
  case "$harness" in
    scene) max_len=16384 ;;
    cli) max_len=512 ;;
    *) max_len=8192 ;;
  esac
  echo "fuzz: $harness for ${seconds}s (corpus $work, findings $findings)"
  # Fork mode keeps fuzzing past a crash; the Swift backtracer is off (it fights ASan and is slow).
  GLASSMORPH_FUZZ_HARNESS=$harness SWIFT_BACKTRACE=enable=no \
    ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
    "$binary" "$work" -dict=Fuzz/swiftui.dict -max_len=$max_len -timeout=10 -rss_limit_mb=2560 \
    -max_total_time="$seconds" -artifact_prefix="$findings/" -print_final_stats=1 \
    -fork="${FUZZ_JOBS:-1}" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    >"$findings.log" 2>&1 || true
  grep -E "^#[0-9]+: cov|stat::number_of_executed_units|INFO: fuzzed for|crash-|timeout-|oom-" \
    "$findings.log" | tail -n 4
done
echo "fuzz: findings:"
ls -1 Fuzz/findings/*/ 2>/dev/null | grep -Ev '^$' || echo "  none"
