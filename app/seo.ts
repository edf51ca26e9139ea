import type { MetaDescriptor } from "react-router";
import { edition } from "../content";

export const SITE_NAME = `${edition.name} ${edition.year}`;

/** Per-route title and description (each page's `meta` calls this). */
export function pageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description: string;
  noindex?: boolean;
}): MetaDescriptor[] {
  const meta: MetaDescriptor[] = [
    { title: `${title} | ${SITE_NAME}` },
    { name: "description", content: description },
  ];
  if (noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  return meta;
}
