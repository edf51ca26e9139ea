import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/api/docs";

export interface OpenApiOptions {
  /** The festival's name from the edition's content ("… – API telebimu"). */
  editionName: string;
  /** Whether the request comes with a valid staff session: only then is the staff half shown. */
  isStaff(request: FastifyRequest): Promise<boolean>;
}

/** The tag of the staff's routes, left out of the document anyone may read. */
const STAFF_TAG = "moderation";

interface OpenApiDocument {
  paths?: Record<string, Record<string, { tags?: string[] }>>;
  tags?: Array<{ name: string }>;
}

/** The document without the staff's routes: what the public site and the screens call. */
export function publicHalf<T extends OpenApiDocument>(document: T): T {
  const paths = Object.entries(document.paths ?? {}).flatMap(([path, operations]) => {
    const open = Object.entries(operations).filter(
      ([, operation]) => !operation.tags?.includes(STAFF_TAG),
    );
    return open.length > 0 ? [[path, Object.fromEntries(open)] as const] : [];
  });
  return {
    ...document,
    paths: Object.fromEntries(paths),
    tags: document.tags?.filter((tag) => tag.name !== STAFF_TAG),
  };
}

/**
 * The API contract as OpenAPI 3: JSON at /api/docs/json, Swagger UI at /api/docs. The UI's assets
 * are served from this server (its scripts are files, so the site's CSP — 'self' plus hashes —
 * already allows them) and it never calls the public validator. The staff's routes are described
 * only to a staff session: the rest of the world has no use for a map of the panel's API.
 */
const openApi: FastifyPluginAsync<OpenApiOptions> = async (app, { editionName, isStaff }) => {
  const staff = new WeakSet<FastifyRequest>();
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${editionName} – API telebimu`,
        description:
          "Messages to the big screen: submission, moderation and the screen feed. Errors are " +
          "JSON {code, error} with a Polish `error`.",
        version: "1.0.0",
      },
      tags: [
        { name: "submissions", description: "The public message form (the toast)" },
        { name: "moderation", description: "The moderators' panel (/moderacja)" },
        { name: "screen", description: "The big screen (/telebim)" },
        { name: "push", description: "Notifications on visitors' phones (Web Push)" },
        { name: "health", description: "Monitoring" },
      ],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: false },
    uiHooks: {
      preHandler: async (request) => {
        if (await isStaff(request)) staff.add(request);
      },
    },
    transformSpecification: (document, request) =>
      staff.has(request) ? document : publicHalf(document as OpenApiDocument),
  });
};

export default fp(openApi, { name: "openapi" });
