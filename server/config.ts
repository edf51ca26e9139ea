import path from "node:path";
import { z } from "zod";

/**
 * Environment → typed config, read once at boot (DESIGN.md §8). Every variable is documented in
 * README.md and .env.example; an invalid value fails fast with an error naming the variable.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("warn"),
  STATIC_DIR: z.string().min(1).optional(),
});

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  /** The prerendered site (build/client). */
  staticDir: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv, projectRoot: string): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n  ${lines.join("\n  ")}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    logLevel: values.LOG_LEVEL,
    staticDir: path.resolve(projectRoot, values.STATIC_DIR ?? `${env.BUILD_DIR ?? "build"}/client`),
  };
}
