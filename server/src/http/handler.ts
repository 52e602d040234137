import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@contract/schema';
import type { User } from '../db/schema.ts';
import type { Principal } from './auth.ts';

export type OperationId = keyof operations;

type Content<T> = T extends { content: { 'application/json': infer B } }
  ? B
  : T extends { content: { 'application/x-www-form-urlencoded': infer F } }
    ? F
    : T extends { content: { 'multipart/form-data': infer M } }
      ? M
      : undefined;

type Operation<K extends OperationId> = operations[K];

export type RequestBody<K extends OperationId> = Operation<K> extends { requestBody?: infer R } ? Content<NonNullable<R>> : undefined;
export type QueryOf<K extends OperationId> = Operation<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : Record<string, never>;
export type PathOf<K extends OperationId> = Operation<K>['parameters'] extends { path?: infer P } ? NonNullable<P> : Record<string, never>;
export type OkResponse<K extends OperationId> = Operation<K>['responses'] extends { 200: infer R } ? Content<R> : never;

export interface HandlerContext<K extends OperationId> {
  body: RequestBody<K>;
  query: QueryOf<K>;
  params: PathOf<K>;
  /** Set on every secured operation (the bearer check ran before the handler). */
  principal: Principal | null;
  /** The caller's user row on operations marked `x-requires-subscription` (the hook checked it). */
  subscriber: User | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler answers 200 with the contract's body, or throws an HttpError. */
export type Handler<K extends OperationId> = (context: HandlerContext<K>) => Promise<OkResponse<K>>;

export type Handlers = { [K in OperationId]: Handler<K> };

export type HandlerGroup = Partial<Handlers>;

/** The principal of a secured operation; throws if a route was wired without the bearer check. */
export function principalOf(context: { principal: Principal | null }): Principal {
  if (!context.principal) throw new Error('secured handler reached without a verified principal');
  return context.principal;
}

/** The subscriber of an operation marked `x-requires-subscription`; throws if the hook did not run. */
export function subscriberOf(context: { subscriber: User | null }): User {
  if (!context.subscriber) throw new Error('subscriber operation reached without the subscription check: mark it x-requires-subscription in openapi.yaml');
  return context.subscriber;
}
