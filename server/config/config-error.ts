import type { ContentError } from "#content-layer/load";

/** Why the server cannot start with this environment or this content, in lines for people. */
export class ConfigError extends Error {
  /** One problem per line, each naming its variable. */
  static invalidEnvironment(lines: readonly string[]): ConfigError {
    return new ConfigError(`Invalid environment:\n  ${lines.join("\n  ")}`);
  }

  /** The content's own message: one line per problem, naming the file, the entry and the field. */
  static invalidContent(error: ContentError): ConfigError {
    return new ConfigError(error.message);
  }
}
