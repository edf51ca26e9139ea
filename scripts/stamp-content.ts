/**
 * The build's last step: records which content the build shows (scripts/lib/content-stamp.ts),
 * so `npm start` and `npm run redakcja` know when an edit has made it stale.
 */
import path from "node:path";
import { contentDir } from "#content-layer/load";
import { writeContentStamp } from "./lib/content-stamp";

const buildDir = path.resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
writeContentStamp(buildDir, contentDir());
console.log(`Content stamp: ${path.relative(process.cwd(), buildDir)} shows ${contentDir()}.`);
