import { readFileSync } from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import { REVALIDATE } from "./cache-control";
import { compressors, preferredEncoding, type Encoding } from "./encodings";
import { contentTag, etagFor, matchesEtag } from "./etags";

/**
 * Files the server changes in memory instead of serving them as built (a rehearsal's pages and
 * service worker): each is read and changed once, on its first request, and each encoding of it
 * made once, then kept; @fastify/static's precompressed files and ETags do not apply to them.
 */

/** A file changed at start-up (read and changed once), and its encodings (each made once). */
export interface ChangedFile {
  readonly body: Buffer;
  /** Of the changed bytes: a new window gives new ETags. */
  readonly hash: string;
  readonly encoded: Map<Encoding, Promise<Buffer>>;
}

/** The changed files of one site, each kept from its first request on. */
export class ChangedFiles {
  private readonly files = new Map<string, ChangedFile>();

  /** The changed file, read and changed on its first request, then kept in memory. */
  get(file: string, change: (text: string) => string): ChangedFile {
    let changed = this.files.get(file);
    if (changed === undefined) {
      const body = Buffer.from(change(readFileSync(file, "utf8")));
      changed = { body, hash: contentTag(body), encoded: new Map() };
      this.files.set(file, changed);
    }
    return changed;
  }
}

/**
 * Answers with a changed file in the encoding the request prefers, revalidated by its ETag (a
 * 304 only for a 200: the app shell answering an unknown path stays a 404).
 */
export async function sendChanged(
  request: FastifyRequest,
  reply: FastifyReply,
  changed: ChangedFile,
  type: string,
  status: number,
) {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const etag = etagFor(changed.hash, encoding);
  reply
    .header("cache-control", REVALIDATE)
    .header("etag", etag)
    .header("vary", "accept-encoding")
    .type(type);
  if (status === 200 && matchesEtag(request.headers["if-none-match"], etag)) {
    return reply.code(304).send();
  }
  let body = changed.body;
  if (encoding !== "identity") {
    let encoded = changed.encoded.get(encoding);
    if (encoded === undefined) {
      encoded = compressors[encoding](changed.body);
      changed.encoded.set(encoding, encoded);
    }
    body = await encoded;
    reply.header("content-encoding", encoding);
  }
  return reply.code(status).send(body);
}
