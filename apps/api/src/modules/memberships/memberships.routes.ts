import {
  acceptInvitationResponseSchema,
  acceptInviteRequestSchema,
  authResponseSchema,
  emailInviteRequestSchema,
  emailInviteResponseSchema,
  idParamsSchema,
  inviteCodeInfoSchema,
  inviteCodeParamsSchema,
  memberRolesResponseSchema,
  memberSignUpEmailSentSchema,
  memberSignUpRequestSchema,
  membershipListQuerySchema,
  membershipSchema,
  membershipUpdateSchema,
  okResponseSchema,
  openInviteRequestSchema,
  openInviteResponseSchema,
  openInviteSchema,
  paginatedSchema,
  paginationQuerySchema,
} from "@tierline/contracts";
import type { Core } from "@tierline/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireActor, requireSession } from "../../plugins/access";
import { publicLimited } from "../../plugins/rate-limits";
import { bearer, errorResponses, sessionMeta, toPage } from "../route-helpers";
import { acceptedToWire, signedInToWire } from "../users/users.wire";
import {
  inviteOfferToWire,
  membershipToWire,
  openInviteListingToWire,
  openInviteToWire,
  roleDetailToWire,
} from "./memberships.wire";

export function membershipsRoutes(core: Core) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ["memberships"];
    const { roles, members, invitations } = core.memberships;

    app.get("/member-roles", {
      config: { access: "members.read" },
      schema: {
        tags,
        summary: "The member roles",
        security: bearer,
        response: { 200: memberRolesResponseSchema, ...errorResponses },
      },
      handler: async () => (await roles.list()).map(roleDetailToWire),
    });

    app.get("/memberships", {
      config: { access: "members.read" },
      schema: {
        tags,
        summary: "Members of the workspace, by status",
        security: bearer,
        querystring: membershipListQuerySchema,
        response: { 200: paginatedSchema(membershipSchema), ...errorResponses },
      },
      handler: async (req) => {
        const { status, page, page_size } = req.query;
        const found = await members.list(requireActor(req), { status, page, pageSize: page_size });
        return toPage(req, req.query, found, membershipToWire);
      },
    });

    app.post("/memberships/open-invite", {
      config: { access: "members.invite" },
      schema: {
        tags,
        summary: "Create an invite link anyone may use for 14 days",
        security: bearer,
        body: openInviteRequestSchema,
        response: { 200: openInviteResponseSchema, ...errorResponses },
      },
      handler: async (req) =>
        openInviteToWire(await invitations.openInvite(requireActor(req), req.body.roles)),
    });

    app.get("/memberships/open-invites", {
      config: { access: "members.invite" },
      schema: {
        tags,
        summary: "The open links that still work (to revoke a leaked one), newest first",
        security: bearer,
        querystring: paginationQuerySchema,
        response: { 200: paginatedSchema(openInviteSchema), ...errorResponses },
      },
      handler: async (req) => {
        const { page, page_size } = req.query;
        const found = await invitations.openInvites(requireActor(req), { page, pageSize: page_size });
        return toPage(req, req.query, found, openInviteListingToWire);
      },
    });

    app.delete("/memberships/open-invites/:id", {
      config: { access: "members.invite", params: { id: "openInvite" } },
      schema: {
        tags,
        summary: "Revoke an open link: it stops working at once",
        security: bearer,
        params: idParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
      handler: async (req) => {
        await invitations.revokeOpenInvite(requireActor(req), req.params.id);
        return { ok: true as const };
      },
    });

    app.post("/memberships/email-invite", {
      config: { access: "members.invite" },
      schema: {
        tags,
        summary: "Invite several addresses, each with roles",
        security: bearer,
        body: emailInviteRequestSchema,
        response: { 200: emailInviteResponseSchema, ...errorResponses },
      },
      handler: async (req) => ({
        results: (await invitations.emailInvite(requireActor(req), req.body.invites)).map(membershipToWire),
      }),
    });

    app.get("/memberships/code/:code", {
      config: publicLimited,
      schema: {
        tags,
        summary: "What an invite code offers (public)",
        params: inviteCodeParamsSchema,
        response: { 200: inviteCodeInfoSchema, ...errorResponses },
      },
      handler: async (req) => inviteOfferToWire(await invitations.offer(req.params.code)),
    });

    app.post("/members", {
      config: publicLimited,
      schema: {
        tags,
        summary:
          "Sign up through an invite (public): 201 signed in, or 202 when an open link mails the address an invitation",
        body: memberSignUpRequestSchema,
        response: { 201: authResponseSchema, 202: memberSignUpEmailSentSchema, ...errorResponses },
      },
      handler: async (req, reply) => {
        const result = await invitations.signUp(req.body, sessionMeta(req));
        if (result.kind === "mailed")
          return reply.status(202).send({ email_sent: true, email: result.email });
        return reply.status(201).send(signedInToWire(result));
      },
    });

    app.post("/memberships/accept-invite", {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "Accept an invite as the signed-in user",
        security: bearer,
        body: acceptInviteRequestSchema,
        response: { 200: acceptInvitationResponseSchema, ...errorResponses },
      },
      handler: async (req) => acceptedToWire(await invitations.accept(requireSession(req), req.body.code)),
    });

    app.patch("/memberships/:id", {
      config: { access: "members.update", params: { id: "membership" } },
      schema: {
        tags,
        summary: "Edit roles, deactivate or hide a member",
        security: bearer,
        params: idParamsSchema,
        body: membershipUpdateSchema,
        response: { 200: membershipSchema, ...errorResponses },
      },
      handler: async (req) =>
        membershipToWire(await members.update(requireActor(req), req.params.id, req.body)),
    });

    app.patch("/memberships/:id/revoke-invite", {
      config: { access: "members.invite", params: { id: "membership" } },
      schema: {
        tags,
        summary:
          "Revoke a pending invitation: its link dies at once, and the person leaves the lists (a re-invited former member is Deactivated again)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: membershipSchema, ...errorResponses },
      },
      handler: async (req) => membershipToWire(await invitations.revoke(requireActor(req), req.params.id)),
    });

    app.patch("/memberships/:id/resend-invite", {
      config: { access: "members.invite", params: { id: "membership" } },
      schema: {
        tags,
        summary:
          "Mail a pending invitation again: a new link valid 14 days, the old one dies (429 past 3 mails an hour)",
        security: bearer,
        params: idParamsSchema,
        response: { 200: membershipSchema, ...errorResponses },
      },
      handler: async (req) => membershipToWire(await invitations.resend(requireActor(req), req.params.id)),
    });

    app.patch("/memberships/:id/re-invite", {
      config: { access: "members.update", params: { id: "membership" } },
      schema: {
        tags,
        summary: "Invite a deactivated member again",
        security: bearer,
        params: idParamsSchema,
        response: { 200: membershipSchema, ...errorResponses },
      },
      handler: async (req) => membershipToWire(await invitations.reInvite(requireActor(req), req.params.id)),
    });
  };
}
