export * from './assistant-model.ts';
export * from './bank-data.ts';
export * from './billing.ts';
export * from './identity.ts';
import type { AssistantModel } from './assistant-model.ts';
import type { LinkedBankData } from './bank-data.ts';
import type { Billing } from './billing.ts';
import type { Identity } from './identity.ts';

/** The vendors as modules see them: ports in the product's words, never an SDK's types. */
export interface Ports {
  /** Plaid: reading linked items and linking them. */
  bankData: LinkedBankData;
  billing: Billing;
  identity: Identity;
  assistantModel: AssistantModel;
}
