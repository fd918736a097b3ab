import {
  attestationClaimsQuerySchema,
  attestationClaimsResponseSchema,
  attestationsRequestSchema,
  attestationsResponseSchema,
  entityCreateSchema,
  entityListQuerySchema,
  entitySchema,
  entityUpdateSchema,
  idParamsSchema,
  roleAssignmentSchema,
  roleAssignmentUpdateSchema,
  roleItemsRequestSchema,
  roleItemsResponseSchema,
  supplyChainRolesResponseSchema,
  workspaceEntityListSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { bearer, errorResponses, toPage } from "../route-helpers";
import { workspaceEntityToWire } from "../workspaces/workspaces.wire";
import {
  attestationToWire,
  claimToWire,
  entityToWire,
  roleAssignmentToWire,
  roleDiffToWire,
  supplyChainRoleToWire,
} from "./entities.wire";

/**
 * Entities (spec section 7, Onboarding): the workspace's own company and the entities it adds, their
 * supply chain roles and attestations. Reads are for every member; writes are workspace settings
 * (Admin), the company's own details being its legal identity.
 */
export function entitiesRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["entities"];
    const anEntity = { id: "entity" } as const;
    const anAssignment = { id: "supplyChainRoleAssignment" } as const;

    app.get("/entities", {
      config: { access: "workspace.read" },
      schema: {
        tags,
        summary: "The workspace's entities (its own and those it added), a page at a time",
        security: bearer,
        querystring: entityListQuerySchema,
        response: { 200: workspaceEntityListSchema, ...errorResponses },
      },
      handler: async (req) =>
        toPage(req, req.query, await core.entities.list(requireActor(req), req.query), workspaceEntityToWire),
    });

    app.post("/entities", {
      config: { access: "workspace.update" },
      schema: {
        tags,
        summary: "Add an entity to the workspace by hand (a vendor); its relationship comes with vendors",
        security: bearer,
        body: entityCreateSchema,
        response: { 201: entitySchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply.status(201).send(entityToWire(await core.entities.create(requireActor(req), req.body))),
    });

    app.get("/entities/:id", {
      config: { access: "workspace.read", params: anEntity },
      schema: {
        tags,
        summary: "An entity as onboarding shows it: jurisdiction, type, roles, attestations, step, status",
        security: bearer,
        params: idParamsSchema,
        response: { 200: entitySchema, ...errorResponses },
      },
      handler: async (req) => entityToWire(await core.entities.get(requireActor(req), req.params.id)),
    });

    app.patch("/entities/:id", {
      config: { access: "workspace.update", params: anEntity },
      schema: {
        tags,
        summary: "Change an entity's details (and, for the workspace's own, its onboarding step)",
        security: bearer,
        params: idParamsSchema,
        body: entityUpdateSchema,
        response: { 200: entitySchema, ...errorResponses },
      },
      handler: async (req) =>
        entityToWire(await core.entities.update(requireActor(req), req.params.id, req.body)),
    });

    app.get("/supply-chain-roles", {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The supply chain roles an entity can claim",
        security: bearer,
        response: { 200: supplyChainRolesResponseSchema, ...errorResponses },
      },
      handler: async () => ({ results: (await core.supplyChainRoles.list()).map(supplyChainRoleToWire) }),
    });

    app.post("/entity/supply-chain-roles", {
      config: { access: "workspace.update" },
      schema: {
        tags,
        summary: "Set an entity's supply chain roles: kept ones keep their ids, the removed ones are listed",
        security: bearer,
        body: roleItemsRequestSchema,
        response: { 200: roleItemsResponseSchema, ...errorResponses },
      },
      handler: async (req) => roleDiffToWire(await core.supplyChainRoles.set(requireActor(req), req.body)),
    });

    app.patch("/entity/supply-chain-roles/:id", {
      config: { access: "workspace.update", params: anAssignment },
      schema: {
        tags,
        summary: "Change a role assignment's role or review flag",
        security: bearer,
        params: idParamsSchema,
        body: roleAssignmentUpdateSchema,
        response: { 200: roleAssignmentSchema, ...errorResponses },
      },
      handler: async (req) =>
        roleAssignmentToWire(await core.supplyChainRoles.update(requireActor(req), req.params.id, req.body)),
    });

    app.delete("/entity/supply-chain-roles/:id", {
      config: { access: "workspace.update", params: anAssignment },
      schema: {
        tags,
        summary: "Take a supply chain role away from an entity; answers the removed assignment",
        security: bearer,
        params: idParamsSchema,
        response: { 200: roleAssignmentSchema, ...errorResponses },
      },
      handler: async (req) =>
        roleAssignmentToWire(await core.supplyChainRoles.remove(requireActor(req), req.params.id)),
    });

    app.get("/attestation-claims", {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "The statements users attest to (claim_type OB: onboarding)",
        security: bearer,
        querystring: attestationClaimsQuerySchema,
        response: { 200: attestationClaimsResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await core.attestations.claims(req.query.claim_type)).map(claimToWire),
      }),
    });

    app.post("/attestations", {
      config: { access: "workspace.update" },
      schema: {
        tags,
        summary: "Attest claims about an entity: who, when and the exact text are recorded",
        security: bearer,
        body: attestationsRequestSchema,
        response: { 201: attestationsResponseSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          results: (await core.attestations.attest(requireActor(req), req.body)).map(attestationToWire),
        }),
    });
  };
}
