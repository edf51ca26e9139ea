import path from "node:path";
import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";

/** The process: reads the environment, builds the app, listens, shuts down on SIGTERM. */
const projectRoot = path.resolve(import.meta.dirname, "..");

try {
  const config = loadConfig(process.env, projectRoot);
  const app = await buildApp(config);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  const address = await app.listen({ port: config.port, host: config.host });
  console.log(`Juwenalia Syrenki: serwer działa pod ${address.replace("0.0.0.0", "localhost")}`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
