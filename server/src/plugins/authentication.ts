import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken, type AccessTokenVerifier, type Principal } from '../http/auth.ts';
import { unauthorized } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook of every secured operation: verifies the bearer token into `request.principal`. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export const authentication = fp(async (app: FastifyInstance, { verifyAccessToken }: { verifyAccessToken: AccessTokenVerifier }) => {
  app.decorateRequest('principal', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthorized();
    try {
      request.principal = await verifyAccessToken(token);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'bearer token rejected');
      throw unauthorized('The bearer access token is invalid or expired.');
    }
  });
}, { name: 'authentication' });
