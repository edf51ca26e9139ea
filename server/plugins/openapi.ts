import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export const DOCS_PREFIX = "/api/docs";

export interface OpenApiOptions {
  /** The festival's name from the edition's content ("… – API telebimu"). */
  editionName: string;
}

/**
 * The API contract as OpenAPI 3: JSON at /api/docs/json, Swagger UI at /api/docs. The UI's assets
 * are served from this server (its scripts are files, so the site's CSP — 'self' plus hashes —
 * already allows them) and it never calls the public validator.
 */
const openApi: FastifyPluginAsync<OpenApiOptions> = async (app, { editionName }) => {
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
        { name: "health", description: "Monitoring" },
      ],
    },
    hideUntagged: true,
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { validatorUrl: null, deepLinking: false },
  });
};

export default fp(openApi, { name: "openapi" });
