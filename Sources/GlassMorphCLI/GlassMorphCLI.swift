// GlassMorphCLI — the `glassmorph` command as a library: argument parsing against each
// subcommand's `CommandSpec`, the subcommands (`check`, `diff`, `keyframes`, `migrate-goldens`,
// `preview`, `render`, `spring`), their reports, and the single path every error takes to a
// message and an exit status. The executable (`Sources/glassmorph/main.swift`) only calls
// `GlassMorphCommand.run` and prints the outcome; the fuzzing harness (`GlassMorphFuzzing`) calls
// it with `validatingOnly` to parse and validate every subcommand's options without running them.
