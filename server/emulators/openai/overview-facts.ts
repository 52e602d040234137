import { isObject } from './wire.ts';

/**
 * Reading the budget overview's facts (the JSON after `FACTS (JSON):` in the writer's user
 * message) without trusting their shape: a missing or mistyped field reads as null, an empty
 * list or an empty object, so a report is written from whatever is there.
 */

export type FactsNode = Record<string, unknown>;

export const child = (node: unknown, key: string): FactsNode => {
  const value = isObject(node) ? node[key] : undefined;
  return isObject(value) ? value : {};
};

export const list = (node: unknown, key: string): FactsNode[] => {
  const value = isObject(node) ? node[key] : undefined;
  return Array.isArray(value) ? value.filter(isObject) : [];
};

export const text = (node: unknown, key: string): string | null => {
  const value = isObject(node) ? node[key] : undefined;
  return typeof value === 'string' ? value : null;
};

export const texts = (node: unknown, key: string): string[] => {
  const value = isObject(node) ? node[key] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

export const flag = (node: unknown, key: string): boolean => isObject(node) && node[key] === true;

/** The facts after the marker in the message, or null when they are not a JSON object. */
export function readFacts(message: string, marker: string): FactsNode | null {
  const at = message.indexOf(marker);
  if (at < 0) return null;
  try {
    const facts: unknown = JSON.parse(message.slice(at + marker.length));
    return isObject(facts) ? facts : null;
  } catch {
    return null;
  }
}

/** Money as the facts write it: `$1,234.56`, or `-$12.30` below zero. */
export const isNegative = (money: string): boolean => money.trimStart().startsWith('-');
export const magnitude = (money: string): string => money.trim().replace(/^-/, '');
export const isZero = (money: string): boolean => /^-?\$0\.00$/.test(money.trim());
