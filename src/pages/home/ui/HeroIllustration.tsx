import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';

// Illustrative figures only: a sketch of the dashboard, not anyone's data.
const CATEGORIES = [
  { name: 'Housing', spent: 1450, budget: 1500 },
  { name: 'Groceries', spent: 412, budget: 500 },
  { name: 'Dining out', spent: 236, budget: 200 },
  { name: 'Transport', spent: 118, budget: 180 },
];
const MONTHS = [62, 74, 58, 81, 69, 54];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A decorative sketch of the budget tracker and spending trend. Hidden from assistive tech. */
export function HeroIllustration() {
  return (
    <div
      aria-hidden="true"
      className={cx(card({ elevation: 'floating' }), css({ position: 'relative', display: 'grid', gap: '4' }))}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' })}>
        <span className={css({ fontWeight: 'semibold' })}>Budget tracker</span>
        <span className={css({ fontSize: 'sm', color: 'fg.subtle' })}>This month</span>
      </div>
      <ul className={css({ display: 'grid', gap: '3.5' })}>
        {CATEGORIES.map(({ name, spent, budget }) => {
          const over = spent > budget;
          return (
            <li key={name} className={css({ display: 'grid', gap: '1.5' })}>
              <div className={css({ display: 'flex', justifyContent: 'space-between', fontSize: 'sm' })}>
                <span>{name}</span>
                <span className={css({ fontVariantNumeric: 'tabular-nums', color: over ? 'danger.text' : 'fg.muted' })}>
                  {money.format(spent)} / {money.format(budget)}
                </span>
              </div>
              <div className={css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' })}>
                <div
                  className={css({ h: 'full', borderRadius: 'full', bg: over ? 'danger.solid' : 'brand.solid' })}
                  style={{ width: `${Math.min(100, (spent / budget) * 100)}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <div className={css({ display: 'grid', gap: '2', pt: '4', borderTopWidth: '1px', borderColor: 'border.default' })}>
        <span className={css({ fontSize: 'sm', color: 'fg.subtle' })}>Spending, last six months</span>
        <div className={css({ display: 'flex', alignItems: 'flex-end', gap: '2', h: '20' })}>
          {MONTHS.map((height, index) => (
            <div
              key={index}
              className={css({ flex: '1', borderTopRadius: 'sm', bg: index === MONTHS.length - 1 ? 'brand.solid' : 'brand.subtleHover' })}
              style={{ height: `${height}%` }}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
