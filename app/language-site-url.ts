import language from "virtual:texts/language";
import { SITE_URL } from "./site";

/**
 * Where this build's language's pages start: SITE_URL for Polish, SITE_URL + "/en" for English;
 * links written into files the visitor takes away (calendar entries) lead to their language. A
 * module of its own, so only the pages that write such files carry it.
 */
export const LANGUAGE_SITE_URL = `${SITE_URL}${language.basePath.slice(0, -1)}`;
