import {
  idParamsSchema,
  vendorInvitationBulkRequestSchema,
  vendorInvitationListSchema,
  vendorInvitationRequestSchema,
  vendorInvitationSchema,
  vendorInviteAcceptedSchema,
  vendorInviteAcceptRequestSchema,
  vendorInviteCodeParamsSchema,
  vendorInviteOfferSchema,
  vendorInviteSignUpRequestSchema,
  vendorInviteSignUpResponseSchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor } from "../../plugins/access";
import { publicLimited } from "../../plugins/rate-limits";
import { bearer, errorResponses, sessionMeta } from "../route-helpers";
import { signedInToWire } from "../users/users.wire";
import {
  vendorInvitationToWire,
  vendorInviteAcceptedToWire,
  vendorInviteOfferToWire,
} from "./vendor-invitations.wire";

/**
 * Vendor invitations (issue 12 point 1): a Procurement Manager or Admin (`vendors.relationships`)
 * invites a vendor's compliance contact by e-mail, resends or revokes it; every member reads them. The
 * vendor's person answers from the mailed link: signs up a new company, or signs in and accepts.
 */
export function vendorInvitationsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["vendor-invitations"];
    const invitations = core.vendorInvitations;

    app.post("/entity-relationships/:id/invitations", {
      config: { access: "vendors.relationships", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary:
          "Invite the vendor's compliance contact by e-mail, with an optional message (409 when the vendor is linked or already has an open invitation)",
        security: bearer,
        params: idParamsSchema,
        body: vendorInvitationRequestSchema,
        response: { 201: vendorInvitationSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply
          .status(201)
          .send(vendorInvitationToWire(await invitations.invite(requireActor(req), req.params.id, req.body))),
    });

    app.get("/entity-relationships/:id/invitations", {
      config: { access: "vendors.read", params: { id: "vendorRelationship" } },
      schema: {
        tags,
        summary: "The vendor's invitations, newest first, with their status",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorInvitationListSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await invitations.list(requireActor(req), req.params.id)).map(vendorInvitationToWire),
      }),
    });

    app.post("/vendor-invitations/bulk", {
      config: { access: "vendors.relationships", params: {} },
      schema: {
        tags,
        summary:
          "Invite the compliance contacts of selected vendors, one shared message; every bad row is named before anything is sent",
        security: bearer,
        body: vendorInvitationBulkRequestSchema,
        response: { 201: vendorInvitationListSchema, ...errorResponses },
      },
      handler: async (req, reply) =>
        reply.status(201).send({
          results: (await invitations.bulkInvite(requireActor(req), req.body)).map(vendorInvitationToWire),
        }),
    });

    app.patch("/vendor-invitations/:id/resend", {
      config: { access: "vendors.relationships", params: { id: "vendorInvitation" } },
      schema: {
        tags,
        summary:
          "Mail a pending or expired invitation again: a new link valid 14 days, the old one dies (409 once accepted or revoked, 429 past 3 mails an hour)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorInvitationSchema, ...errorResponses },
      },
      handler: async (req) =>
        vendorInvitationToWire(await invitations.resend(requireActor(req), req.params.id)),
    });

    app.patch("/vendor-invitations/:id/revoke", {
      config: { access: "vendors.relationships", params: { id: "vendorInvitation" } },
      schema: {
        tags,
        summary:
          "Revoke a pending or expired invitation: its link dies at once (409 once accepted or revoked)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: vendorInvitationSchema, ...errorResponses },
      },
      handler: async (req) =>
        vendorInvitationToWire(await invitations.revoke(requireActor(req), req.params.id)),
    });

    const acceptance = core.vendorInvitationAcceptance;

    app.get("/vendor-invitations/code/:code", {
      config: publicLimited,
      schema: {
        tags,
        summary:
          "What a vendor invitation's link offers: who asks, for which vendor, to which address (public)",
        params: vendorInviteCodeParamsSchema,
        response: { 200: vendorInviteOfferSchema, ...errorResponses },
      },
      handler: async (req) => vendorInviteOfferToWire(await acceptance.offer(req.params.code)),
    });

    app.post("/vendor-invitations/sign-up", {
      config: publicLimited,
      schema: {
        tags,
        summary:
          "Sign up the vendor's company from the invitation (public): signed in, the invitation accepted, the wizard on company info (step 3)",
        body: vendorInviteSignUpRequestSchema,
        response: { 201: vendorInviteSignUpResponseSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const { accepted, ...signedIn } = await acceptance.signUp(req.body, sessionMeta(req));
        return reply
          .status(201)
          .send({ ...signedInToWire(signedIn), accepted: vendorInviteAcceptedToWire(accepted) });
      },
    });

    app.post("/vendor-invitations/accept", {
      config: { access: "workspace.read", params: {} },
      schema: {
        tags,
        summary:
          "Accept the invitation for the company of the workspace the signed-in user acts in (the invited, proven address only)",
        security: bearer,
        body: vendorInviteAcceptRequestSchema,
        response: { 200: vendorInviteAcceptedSchema, ...errorResponses },
      },
      handler: async (req) =>
        vendorInviteAcceptedToWire(await acceptance.accept(requireActor(req), req.body.code)),
    });
  };
}
