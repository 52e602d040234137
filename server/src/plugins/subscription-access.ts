import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import type { User } from '../db/schema.ts';
import { requireSubscriber } from '../modules/subscription/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's user row, set on operations the contract marks `x-requires-subscription`. */
    subscriber: User | null;
  }
  interface FastifyInstance {
    /** preHandler hook of every operation marked `x-requires-subscription: true`. */
    requireSubscription(request: FastifyRequest): Promise<void>;
  }
}

/** "Needs an active or grace-period subscription", as openapi.yaml declares it per operation: 403 otherwise. */
export const subscriptionAccess = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorateRequest('subscriber', null);
  app.decorate('requireSubscription', async (request: FastifyRequest) => {
    request.subscriber = await requireSubscriber(db, request);
  });
}, { name: 'subscription-access', dependencies: ['authentication'] });
