import {
  invitationPreviewAnswer,
  organisationAnswer,
  organisationInvitationView,
  organisationVenueView,
} from '@brigade/shared/api/organisation-answers';
import {
  invitationInput,
  memberChangeInput,
  ownershipInput,
  venueInput,
} from '@brigade/shared/organisations/organisation-input';
import { apiPaths } from '@brigade/shared/routes';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { rateLimits } from '../../config/rate-limits.ts';
import { enforceRateLimit } from '../../services/rate-limit/enforce-rate-limit.ts';
import type { AppContext } from '../../core/app-context.ts';
import type { App } from '../../http/app-types.ts';
import { requireUser, userOf } from '../../http/require-user.ts';
import {
  acceptInvitation,
  inviteMember,
  previewInvitation,
  revokeInvitation,
} from '../../services/organisations/invitations.ts';
import {
  changeMember,
  readOrganisation,
  removeMember,
} from '../../services/organisations/organisation-members.ts';
import { startOwnOrganisation } from '../../services/organisations/start-organisation.ts';
import { transferOwnership } from '../../services/organisations/transfer-ownership.ts';
import { registerVenueLogoRoutes } from './venue-logo-routes.ts';
import { registerApiKeyRoutes } from './api-key-routes.ts';
import {
  addVenue,
  setVenueArchived,
  updateVenue,
} from '../../services/organisations/organisation-venues.ts';

/** `:id` as given: a malformed one is answered 404, like another organisation's. */
const idParams = z.object({ id: z.string().max(64) });
const tokenQuery = z.object({ token: z.string().max(200).default('') });
const restaurant = ['restaurant'] as const;

/**
 * Teams (issue 17): the signed-in member's organisation, its venues (owners and admins add,
 * edit, archive), members (owners and admins change roles and venues, remove) and invitations
 * (sent by mail; accepted from the link by the account of the invited address).
 */
export function registerOrganisationRoutes(app: App, ctx: AppContext): void {
  const members = { preValidation: requireUser(ctx, 'restaurant') };
  const perAccount = (request: FastifyRequest) =>
    enforceRateLimit(ctx, request.ip, {
      action: 'invite-member',
      keys: [`account:${userOf(request).id}`],
      rule: rateLimits.inviteMember,
    });
  const paths = apiPaths.organisation;
  app.get(
    paths.root,
    {
      ...members,
      schema: {
        doc: { summary: 'My organisation', access: restaurant, answer: organisationAnswer },
      },
    },
    async (request) => readOrganisation(ctx, userOf(request)),
  );
  app.post(
    paths.root,
    {
      ...members,
      schema: {
        doc: {
          summary: 'Set up my own organisation and venue (a restaurant account in none)',
          access: restaurant,
          status: 201,
          answer: organisationAnswer,
          errors: ['already_member'],
        },
      },
    },
    async (request, reply) => {
      await startOwnOrganisation(ctx, userOf(request));
      return reply.code(201).send(await readOrganisation(ctx, userOf(request)));
    },
  );
  app.post(
    paths.venues,
    {
      ...members,
      schema: {
        body: venueInput,
        doc: {
          summary: 'Add a venue',
          access: restaurant,
          status: 201,
          answer: organisationVenueView,
          errors: ['plan_venue_limit'],
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addVenue(ctx, userOf(request), request.body)),
  );
  app.put(
    `${paths.venues}/:id`,
    {
      ...members,
      schema: {
        params: idParams,
        body: venueInput,
        doc: {
          summary: 'Edit a venue',
          access: restaurant,
          owner: true,
          answer: organisationVenueView,
        },
      },
    },
    async (request) => updateVenue(ctx, userOf(request), request.params.id, request.body),
  );
  registerVenueLogoRoutes(app, ctx);
  registerApiKeyRoutes(app, ctx);
  app.put(
    paths.owner,
    {
      ...members,
      schema: {
        body: ownershipInput,
        doc: {
          summary: 'Hand the organisation to a member (owners; they stay on as an admin)',
          access: restaurant,
          owner: true,
          status: 204,
        },
      },
    },
    async (request, reply) => {
      await transferOwnership(ctx, userOf(request), request.body.memberId, request.ip);
      return reply.code(204).send();
    },
  );
  app.put(
    `${paths.venues}/:id/archive`,
    {
      ...members,
      schema: {
        params: idParams,
        body: z.object({ archived: z.boolean() }),
        doc: {
          summary: 'Archive a venue (its open listings close) or bring it back',
          access: restaurant,
          owner: true,
          answer: organisationVenueView,
          errors: ['plan_venue_limit'],
        },
      },
    },
    async (request) =>
      setVenueArchived(ctx, userOf(request), request.params.id, request.body.archived),
  );
  app.put(
    '/api/organisation/members/:id',
    {
      ...members,
      schema: {
        params: idParams,
        body: memberChangeInput,
        doc: {
          summary: "Change a member's role and venues",
          access: restaurant,
          owner: true,
          status: 204,
        },
      },
    },
    async (request, reply) => {
      await changeMember(ctx, userOf(request), request.params.id, request.body, request.ip);
      return reply.code(204).send();
    },
  );
  app.delete(
    '/api/organisation/members/:id',
    {
      ...members,
      schema: {
        params: idParams,
        doc: { summary: 'Remove a member', access: restaurant, owner: true, status: 204 },
      },
    },
    async (request, reply) => {
      await removeMember(ctx, userOf(request), request.params.id, request.ip);
      return reply.code(204).send();
    },
  );
  app.post(
    paths.invitations,
    {
      preValidation: [requireUser(ctx, 'restaurant'), perAccount],
      schema: {
        body: invitationInput,
        doc: {
          summary: 'Invite a member by e-mail',
          access: restaurant,
          status: 201,
          answer: organisationInvitationView,
          errors: ['already_invited', 'plan_member_limit', 'rate_limited'],
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await inviteMember(ctx, userOf(request), request.body, request.ip)),
  );
  app.delete(
    `${paths.invitations}/:id`,
    {
      ...members,
      schema: {
        params: idParams,
        doc: { summary: 'Withdraw an invitation', access: restaurant, owner: true, status: 204 },
      },
    },
    async (request, reply) => {
      await revokeInvitation(ctx, userOf(request), request.params.id);
      return reply.code(204).send();
    },
  );
  app.get(
    apiPaths.invitation,
    {
      schema: {
        querystring: tokenQuery,
        doc: {
          summary: 'What an invitation link offers',
          answer: invitationPreviewAnswer,
          errors: ['invitation_unavailable'],
        },
      },
    },
    async (request) => previewInvitation(ctx, request.query.token),
  );
  app.post(
    apiPaths.invitation,
    {
      preValidation: requireUser(ctx),
      schema: {
        querystring: tokenQuery,
        doc: {
          summary: 'Accept an invitation',
          access: 'signed-in',
          status: 204,
          errors: ['invitation_unavailable', 'invitation_email_mismatch', 'already_member'],
        },
      },
    },
    async (request, reply) => {
      await acceptInvitation(ctx, userOf(request), request.query.token, request.ip);
      return reply.code(204).send();
    },
  );
}
