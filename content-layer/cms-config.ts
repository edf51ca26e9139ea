/**
 * The browser CMS's configuration at /admin (docs/decisions/021-browser-cms.md), generated from
 * the same zod schemas the build validates with, by `npm run content:schemas`; a unit test fails
 * when the committed file is stale. It holds the collections only: the server adds the git host
 * (`backend`) from its environment when it serves /admin/config.yml (server/plugins/cms-admin.ts).
 */
import { stringify } from "yaml";
import { z } from "zod";
import {
  cmsField,
  fieldsOf,
  type CmsField,
  type FieldContext,
  type JsonSchema,
} from "./cms-fields.ts";
import { CONTENT_FILES, type ContentName } from "./load.ts";
import { overlayJsonSchema } from "./overlay.ts";
import { isTranslated, TRANSLATABLE_FIELDS } from "./translatable-fields.ts";

/** Where uploads are kept in the repository: the build reads pictures from here. */
export const MEDIA_ROOT = "content/images";

/**
 * The folder each image field's uploads go to. The image pipeline picks an image's sizes by its
 * folder (content-layer/image-variants.ts), so an artist's large photo goes to artists/large/.
 */
const IMAGE_FOLDERS: Readonly<Record<string, string>> = {
  "edition.days[].lineup[].acts[].image_large": "artists/large",
  "edition.days[].lineup[].acts[].image_small": "artists",
  "events[].image": "events",
  "organisations.organisers[].image": "organisations",
  "organisations.partners[].image": "organisations",
  "organisations.mediaPatrons[].image": "organisations",
  "organisations.honoraryPatrons[].image": "organisations",
  "organisations.sponsors[].image": "organisations",
  "team.groupPhoto": "team",
  "team.members[].image": "team",
  "about.siteMap.image": "site",
  "about.mainStageLineup.image": "site",
  "about.venueDrawing.image": "site",
  // An uploaded plan gets the site plan's sizes (content-layer/image-variants.ts).
  "site-plan.image": "site/plan",
};

/**
 * The fields with a control of our own, by their place: a point's x and y on the site plan are
 * placed by a click on the plan's picture (cms/site-plan-placement.ts registers the field type).
 */
const CUSTOM_CONTROLS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  "site-plan.points[].x": { widget: "site-plan-position", axis: "x" },
  "site-plan.points[].y": { widget: "site-plan-position", axis: "y" },
};

const context: FieldContext = {
  customControl: (where) => CUSTOM_CONTROLS[where],
  imageFolders: (where) => {
    const subfolder = IMAGE_FOLDERS[where];
    if (!subfolder) throw new Error(`content-layer/cms-config.ts: no image folder for ${where}`);
    return { mediaRoot: MEDIA_ROOT, subfolder };
  },
};

/** The collections and the order the CMS lists the files in. */
const COLLECTIONS: readonly { name: string; label: string; files: readonly ContentName[] }[] = [
  { name: "festiwal", label: "Festiwal", files: ["edition", "events", "organisations"] },
  {
    name: "strony",
    label: "Strony",
    files: ["about", "site-plan", "safety", "faq", "team", "links", "map"],
  },
];

export const ENGLISH_COLLECTION = "angielski";

export function polishJsonSchema(name: ContentName): JsonSchema {
  return z.toJSONSchema(CONTENT_FILES[name].schema, { io: "input", unrepresentable: "any" });
}

/** A file's form: its object's fields, or one list saved as the file itself (faq.yaml). */
function fileFields(name: string, schema: JsonSchema): CmsField[] {
  if (schema.type === "array") {
    return [{ ...cmsField(name, schema, true, context, name), name: "items", root: true }];
  }
  return fieldsOf(schema, context, name);
}

/**
 * A file's entry. `preview_path: "/"`: for an entry under review the CMS links the preview
 * address of the change's commit status (the workflows' "Podgląd strony") as "Zobacz podgląd",
 * and only for an entry with a preview path; the preview host opens a change at its root.
 */
function fileEntry(name: ContentName, file: string, schema: JsonSchema, label: string) {
  return { name, label, file, preview_path: "/", fields: fileFields(name, schema) };
}

function titleOf(schema: JsonSchema, name: string): string {
  if (typeof schema.title !== "string") {
    throw new Error(`content-layer/schema.ts: the ${name} file's schema has no Polish title`);
  }
  return schema.title;
}

/** The whole configuration, without `backend`. */
export function cmsConfig(): Record<string, unknown> {
  const polish = COLLECTIONS.map((collection) => ({
    name: collection.name,
    label: collection.label,
    editor: { preview: false },
    files: collection.files.map((name) => {
      const schema = polishJsonSchema(name);
      return fileEntry(name, `content/${name}.yaml`, schema, titleOf(schema, name));
    }),
  }));
  const english = {
    name: ENGLISH_COLLECTION,
    label: "Teksty angielskie",
    description:
      "Angielskie teksty stron /en. Każda lista ma tyle pozycji, co polska, w tej samej " +
      "kolejności; nazwy, daty, godziny, ceny i linki są tylko w plikach polskich.",
    editor: { preview: false },
    files: COLLECTIONS.flatMap((collection) => collection.files)
      .filter(isTranslated)
      .map((name) => {
        const polishSchema = polishJsonSchema(name);
        const schema = overlayJsonSchema(TRANSLATABLE_FIELDS[name], polishSchema);
        const label = `${titleOf(polishSchema, name)} – po angielsku`;
        return { ...fileEntry(name, `content/en/${name}.yaml`, schema, label), name: `en-${name}` };
      }),
  };
  return {
    media_folder: MEDIA_ROOT,
    public_folder: "",
    // Uploads only: no stock photo services (third parties, and pictures of real people).
    // Uploaded files get plain names ("Zdjęcie 1.JPG" → "zdjecie-1.jpg") that paths allow, and
    // an optional field left empty is left out rather than saved as "".
    slug: { encoding: "ascii", clean_accents: true },
    output: { omit_empty_optional_fields: true },
    media_libraries: {
      default: { config: { max_file_size: 20_000_000, slugify_filename: true } },
      stock_assets: { providers: [] },
    },
    collections: [...polish, english],
  };
}

const HEADER =
  "# The browser CMS's collections, generated from content-layer/schema.ts by\n" +
  "# `npm run content:schemas`: do not edit by hand. The server adds the git host (backend)\n" +
  "# from its environment (docs/redakcja.md, docs/decisions/021-browser-cms.md).\n";

export function cmsConfigYaml(): string {
  return HEADER + stringify(cmsConfig(), { lineWidth: 0 });
}
