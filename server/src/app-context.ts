import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AccessTokenVerifier } from './http/auth.ts';
import type { HandlerGroup } from './http/handler.ts';
import type { ImportJobs, ItemSyncs, JobQueue } from './jobs/index.ts';
import type { LogStream } from './plugins/logging.ts';
import type { Ports, VendorClients } from './vendors/index.ts';

/**
 * What the app is built from. Lives apart from app.ts so that modules and plugins can name
 * these types without importing the module that imports them.
 */
export interface AppOptions {
  config: Config;
  db: Db;
  verifyAccessToken: AccessTokenVerifier;
  /** Verifies the tokens AI clients send to `/mcp` (audience: the MCP resource); the issuer's JWKS for it when not given. */
  verifyMcpAccessToken?: AccessTokenVerifier;
  /** The Postgres-backed job queue (jobs/): the app's workers run on it and its handlers send to it. */
  jobs: JobQueue;
  /** Jobs this process runs at once; 0 makes it one that only sends them. Default: the queue's. */
  jobConcurrency?: number;
  /** Vendor SDK clients the ports are built on (tests point them at the emulators); built from `config` when not given. */
  vendors?: Partial<VendorClients>;
  /** Handlers to use instead of (or on top of) the product's own, for tests. */
  handlers?: HandlerGroup;
  /** Check every JSON response against openapi.yaml (tests turn this on). */
  checkResponses?: boolean;
  /** Directory of the built SPA to serve; omitted or missing means API only. */
  spaDir?: string;
  /** Directory of the built API reference (scripts/build-api-docs.ts) served at /api-docs. */
  apiDocsDir?: string;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
}

/** The dependencies every module's handlers are created with. */
export interface ModuleDeps extends Omit<AppOptions, 'vendors'> {
  /** The vendors in the product's words (vendors/ports): modules never see an SDK. */
  ports: Ports;
  /** Item syncs run as queued jobs (webhooks, linking, metadata calls). */
  syncs: ItemSyncs;
  /** Large file imports are stored as queued jobs. */
  importJobs: ImportJobs;
}
