import { SPEND_KINDS } from '../catalog.ts';
import { ymd } from '../calendar.ts';
import { poisson, purchase, skewed } from './draw.ts';
import type { HistoryAccount, TxSpec } from './model.ts';
import { favorite } from './persona.ts';
import type { HistoryScope } from './scope.ts';

/** Everyday spending on one account's card for the day. */
export function spend(h: HistoryScope, account: HistoryAccount, day: number, side: 'checking' | 'credit', scale: number, specs: TxSpec[]): void {
  const rng = h.rng('spend', account.key, day);
  const { weekday } = ymd(day);
  const away = h.tripOn(day);
  for (const kind of SPEND_KINDS) {
    let rate = kind.perMonth[side];
    if (kind.key === 'transit' && !h.persona.commuter) rate *= 0.15;
    if (kind.key === 'gas' && h.persona.commuter) rate *= 0.4;
    if (kind.key === 'parking' && h.persona.commuter) rate *= 0.3;
    if (away && (kind.key === 'transit' || kind.key === 'groceries' || kind.key === 'coffee')) rate *= 0.2;
    if (away && (kind.key === 'restaurants' || kind.key === 'rideshare') && side === 'credit') rate *= 2.5;
    const lambda = (rate / 30.44) * scale * (kind.week?.[weekday] ?? 1);
    const count = poisson(rng, lambda);
    for (let i = 0; i < count; i += 1) {
      const merchant = favorite(h.persona, rng, kind);
      const amount = kind.min === kind.max ? kind.min : skewed(rng, kind.min, kind.max);
      specs.push(purchase(account.key, day, `${kind.key}-${i}`, rng, kind, merchant, amount));
    }
  }
}

// ---- checking
