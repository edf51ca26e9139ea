/**
 * The edition's content as the artwork generator needs it. `loadContent` (content-layer/load.ts) also
 * checks that every image the content names exists, which a generator whose job is to draw the
 * missing ones cannot require; so this reads and validates the same files with the same schemas,
 * and leaves the images to the build's own check (scripts/validate-content.ts).
 */
import {
  CONTENT_FILES,
  CONTENT_NAMES,
  ContentError,
  readContentSources,
  type Content,
} from "#content-layer/load";
import { validateContent } from "#content-layer/validate";

export function loadContentToDraw(dir: string): Content {
  const { sources, problems } = readContentSources(dir);
  problems.push(...validateContent(sources));
  if (problems.length > 0) throw new ContentError(problems);
  const content: Partial<Record<keyof Content, unknown>> = {};
  CONTENT_NAMES.forEach((name, index) => {
    content[name] = CONTENT_FILES[name].schema.parse(sources[index]?.data);
  });
  return content as Content;
}
