import { ATM_NAME, CHARITY, P2P, PAY_IN_FOUR, PFC, SPEND_KINDS, WATER } from '../catalog.ts';
import { businessDayOnOrBefore, dayInMonth, daysInMonth, monthIndex, ymd } from '../calendar.ts';
import { cents } from '../random.ts';
import { loanPfc, poisson, posted, purchase, SEASON, skewed, upper } from './draw.ts';
import type { HistoryAccount, TxSpec } from './model.ts';
import { favorite, type Persona } from './persona.ts';
import { savingsTransfers } from './savings.ts';
import type { HistoryScope } from './scope.ts';
import { spend } from './spend.ts';

/** Paydays by the persona's pay frequency (biweekly Fridays, the 15th and last business day, or monthly). */
export function isPayday(persona: Persona, day: number): boolean {
  const { year, month, dom } = ymd(day);
  switch (persona.payFrequency) {
    case 'BIWEEKLY':
      return (((day - persona.payAnchor) % 14) + 14) % 14 === 0;
    case 'SEMI_MONTHLY':
      return (dom <= 15 && day === businessDayOnOrBefore(dayInMonth(year, month, 15))) || day === businessDayOnOrBefore(dayInMonth(year, month, 31));
    case 'MONTHLY':
      return day === businessDayOnOrBefore(dayInMonth(year, month, 31));
  }
}

/** The checking account's day: pay, rent and bills, transfers, card and loan payments, everyday spending. */
export function checkingDay(h: HistoryScope, account: HistoryAccount, day: number, specs: TxSpec[]): void {
  const persona = h.persona;
  const key = account.key;
  const { year, month, dom } = ymd(day);
  const lastDom = daysInMonth(year, month);
  const onDom = (target: number) => dom === Math.min(target, lastDom);
  const monthRng = (what: string) => h.rng('bill', what, monthIndex(year, month));

  if (isPayday(h.persona, day)) {
    const raise = 1.03 ** (year - 2025);
    const amount = cents(persona.payAmount * raise * h.rng('pay', day).amount(0.985, 1.015));
    specs.push(posted(key, day, 'pay', { amount: -amount, name: persona.employer.descriptor, merchant: persona.employer, pfc: PFC.wages, stream: { key: 'pay', frequency: persona.payFrequency } }));
  }
  if (persona.rent && dom === 1) {
    const leases = Math.floor((monthIndex(year, month) - persona.rent.leaseMonth - monthIndex(2025, 0)) / 12);
    const amount = Math.round((persona.rent.amount * 1.035 ** leases) / 5) * 5;
    specs.push(posted(key, day, 'rent', { amount, name: persona.rent.landlord.descriptor, merchant: persona.rent.landlord, pfc: PFC.rent, channel: 'online', stream: { key: 'rent', frequency: 'MONTHLY' } }));
  }
  if (onDom(persona.electric.dom)) {
    const amount = persona.electric.base * SEASON[month]! * monthRng('electric').amount(0.9, 1.12);
    specs.push(posted(key, day, 'electric', { amount, name: persona.electric.merchant.descriptor, merchant: persona.electric.merchant, pfc: PFC.electricity, channel: 'online', stream: { key: 'electric', frequency: 'MONTHLY' } }));
  }
  if (persona.water && onDom(persona.water.dom)) {
    const amount = persona.water.base * (month >= 5 && month <= 8 ? 1.3 : 1) * monthRng('water').amount(0.9, 1.1);
    specs.push(posted(key, day, 'water', { amount, name: WATER.descriptor, merchant: WATER, pfc: PFC.water, channel: 'online', stream: { key: 'water', frequency: 'MONTHLY' } }));
  }
  if (onDom(persona.internet.dom)) {
    const amount = day >= persona.internet.raiseDay ? persona.internet.amount + 5 : persona.internet.amount;
    specs.push(posted(key, day, 'internet', { amount, name: persona.internet.merchant.descriptor, merchant: persona.internet.merchant, pfc: PFC.internet, channel: 'online', stream: { key: 'internet', frequency: 'MONTHLY' } }));
  }
  if (onDom(persona.insurance.dom)) {
    specs.push(posted(key, day, 'insurance', { amount: persona.insurance.amount, name: persona.insurance.merchant.descriptor, merchant: persona.insurance.merchant, pfc: PFC.insurance, channel: 'online', stream: { key: 'insurance', frequency: 'MONTHLY' } }));
  }
  const gym = persona.gym;
  if (gym && !gym.onCard && onDom(gym.dom) && (gym.endDay === null || day < gym.endDay)) {
    specs.push(posted(key, day, 'gym', { amount: gym.amount, name: gym.merchant.descriptor, merchant: gym.merchant, pfc: PFC.gym, channel: 'other', stream: { key: 'gym', frequency: 'MONTHLY' } }));
  }
  if (persona.donation && onDom(persona.donation.dom)) {
    specs.push(posted(key, day, 'donation', { amount: persona.donation.amount, name: CHARITY.descriptor, merchant: CHARITY, pfc: PFC.donation, channel: 'online', stream: { key: 'donation', frequency: 'MONTHLY' } }));
  }
  if (h.savings) savingsTransfers(h, day, specs);
  const card = h.credit;
  if (card) {
    const payment = h.cardPaymentOn(day);
    if (payment !== null) {
      specs.push(posted(key, day, 'card-payment', { amount: payment, name: `${upper(card.name)} PAYMENT ...${card.mask}`, pfc: PFC.cardPayment, channel: 'online', type: 'special', stream: { key: 'card-payment', frequency: 'MONTHLY' } }));
    }
  }
  for (const loan of h.loans) {
    const profile = h.loanProfiles.get(loan.key)!;
    if (onDom(profile.dom)) {
      specs.push(posted(key, day, `loan-${loan.key}`, { amount: profile.payment, name: `${upper(loan.name)} PMT ...${loan.mask}`, pfc: loanPfc(loan.kind), channel: 'online', stream: { key: `loan-${loan.key}`, frequency: 'MONTHLY' } }));
    }
  }
  // Some fortnights an installment of a purchase paid in four: a loan repayment, which v2 files as buy now, pay later.
  const payInFour = h.rng('pay-in-four', Math.floor(day / 14));
  if (day % 14 === 0 && payInFour.chance(0.3)) {
    specs.push(posted(key, day, 'pay-in-four', { amount: payInFour.amount(18, 95), name: PAY_IN_FOUR.descriptor, merchant: PAY_IN_FOUR, pfc: PFC.bnplPayment, channel: 'online' }));
  }
  if (persona.checkingInterest && dom === lastDom) {
    const amount = Math.max(0.01, cents((account.balances.current * 0.0005) / 12 * monthRng('checking-interest').amount(0.8, 1.2)));
    specs.push(posted(key, day, 'interest', { amount: -amount, name: 'INTEREST PAYMENT', pfc: PFC.interestEarned, stream: { key: 'interest', frequency: 'MONTHLY' } }));
  }
  if (persona.monthlyFee && dom === lastDom && monthRng('monthly-fee').chance(0.35)) {
    specs.push(posted(key, day, 'service-fee', { amount: 12, name: 'MONTHLY SERVICE FEE', pfc: PFC.otherBankFee }));
  }
  if (month === 3 && dom === taxRefundDom(h, year)) {
    const amount = h.rng('tax-amount', year).amount(240, 2_600);
    specs.push(posted(key, day, 'tax-refund', { amount: -amount, name: 'IRS TREAS 310 TAX REF', pfc: PFC.taxRefund }));
  }

  const rng = h.rng('checking-misc', day);
  const before = specs.length;
  spend(h, account, day, 'checking', persona.scale, specs);
  if (specs.length === before) {
    // Never a day without a new transaction: at least a small debit card purchase.
    const kind = SPEND_KINDS.find((k) => k.key === 'convenience')!;
    specs.push(purchase(key, day, 'daily', rng, kind, favorite(h.persona, rng, kind), skewed(rng, kind.min, kind.max)));
  }
  for (let i = 0, n = poisson(rng, (3 / 30.44) * persona.scale); i < n; i += 1) {
    specs.push(posted(key, day, `p2p-out-${i}`, { amount: skewed(rng, 8, 160), name: `${P2P.descriptor} TO FRIEND`, merchant: P2P, pfc: PFC.p2pOut, channel: 'online', type: 'digital' }));
  }
  if (rng.chance(1.1 / 30.44)) {
    specs.push(posted(key, day, 'p2p-in', { amount: -skewed(rng, 10, 220), name: `${P2P.descriptor} FROM FRIEND`, merchant: P2P, pfc: PFC.p2pIn, channel: 'online', type: 'digital' }));
  }
  if (rng.chance(1.4 / 30.44)) {
    const amount = rng.pick([40, 60, 80, 100, 120, 200]);
    specs.push(posted(key, day, 'atm', { amount, name: ATM_NAME, pfc: PFC.withdrawal, channel: 'in store' }));
    if (rng.chance(0.3)) specs.push(posted(key, day, 'atm-fee', { amount: 3, name: 'NON-NETWORK ATM FEE', pfc: PFC.atmFee, channel: 'in store' }));
  }
  if (rng.chance(0.004)) specs.push(posted(key, day, 'overdraft-fee', { amount: 35, name: 'OVERDRAFT ITEM FEE', pfc: PFC.overdraftFee }));
  if (rng.chance(0.008)) specs.push(posted(key, day, 'deposit', { amount: -skewed(rng, 40, 900), name: 'MOBILE CHECK DEPOSIT', pfc: PFC.deposit, channel: 'online' }));
}

function taxRefundDom(h: HistoryScope, year: number): number {
  return h.rng('tax', year).int(5, 27);
}
