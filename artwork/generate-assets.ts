/**
 * Generates the festival's original artwork (`npm run assets`): every image the content files
 * reference, the site images, the favicon set and the gallery, for the content folder in use
 * (`CONTENT_DIR`, default content/). Each picture is an SVG string rendered by sharp (librsvg);
 * nothing is downloaded or traced from existing artwork. The drawings live beside this file:
 * kit/ (SVG, text fitting, geometry, PRNG, palette from app/styles/tokens.css, encoding),
 * scenes/, logos/, posters/, and runner/ (which pictures to draw, and the manifest).
 *
 * Deterministic: every file draws from a PRNG seeded with its own path, so a re-run produces
 * byte-identical files. Only the pictures <content>/images/artwork.json lists are the
 * generator's: such a picture is drawn when it is missing, and redrawn when the facts it paints
 * (a name, the dates, the line-up…) changed while the file is still the one the generator wrote;
 * a real photo put in its place is kept. A picture the list does not name is an organiser's and
 * is never drawn, so a missing photo stops `npm run build` at the content check, which runs next.
 * The build runs this first, so it does nothing quickly when nothing changed. `--force` redraws
 * every picture there or listed (real photos too); `--only=<substring>` draws exactly the paths
 * that contain the substring ("content/images/site/"), listed or not: the way to ask for a
 * stand-in on purpose.
 */
import { ContentError } from "#content-layer/load";
import { parseArgs, runAssets } from "./runner/run";

try {
  await runAssets(parseArgs(process.argv.slice(2)));
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
