/**
 * The server's config, read once at boot so nothing else reads `process.env`: the environment
 * variables with their defaults and checks (variables.ts), the typed config assembled from them
 * and the content (server-config.ts, load-config.ts), and the secrets filled in before the app is
 * built (secrets.ts). Every problem is a ConfigError naming its variable (config-error.ts).
 * Everything outside this folder imports it from here.
 */
export { ConfigError } from "./config-error";
export { loadConfig } from "./load-config";
export {
  generatePassword,
  MODERATOR_PASSWORD_FILE,
  resolveSecrets,
  SESSION_SECRET_FILE,
  type AppConfig,
  type ResolvedSecrets,
} from "./secrets";
export type { ServerConfig, ServerEdition } from "./server-config";
export { readEnvironment, type EnvValues, type TrustProxy } from "./variables";
