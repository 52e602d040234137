import type { FastifyInstance } from 'fastify';
import type { Outbox } from './outbox.ts';
import { outboxPage } from './pages.ts';

/** `GET /outbox`: the messages as a page; `GET /outbox/messages` (`?to=` an address): the same as JSON, for tests. */
export function registerOutboxRoutes(app: FastifyInstance, outbox: Outbox): void {
  app.get<{ Querystring: { to?: string } }>('/outbox', async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'")
      .type('text/html; charset=utf-8')
      .send(outboxPage(outbox.list(typeof request.query.to === 'string' ? request.query.to : undefined))),
  );
  app.get<{ Querystring: { to?: string } }>('/outbox/messages', async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ messages: outbox.list(typeof request.query.to === 'string' ? request.query.to : undefined) }),
  );
}
