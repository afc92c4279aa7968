/// How the command line words a library error that names settings: the message, then the
/// options that set them in parentheses (`… another name. (--force)`).
enum OptionWording {
  /// `message` followed by `--name` for each of `settings` (raw values are the options' names),
  /// or `message` alone when there are none.
  static func message<Setting: RawRepresentable>(_ message: String, naming settings: [Setting])
    -> String where Setting.RawValue == String
  {
    let options = settings.map { "--" + $0.rawValue }
    return options.isEmpty ? message : "\(message) (\(options.joined(separator: ", ")))"
  }
}
