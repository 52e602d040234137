import { AIRLINES, HOTELS, type Merchant } from '../catalog.ts';
import { dayInMonth, ymd } from '../calendar.ts';
import { cents, type Rng } from '../random.ts';

export interface Trip {
  start: number;
  nights: number;
  booked: number;
  airline: Merchant;
  fare: number;
  hotel: Merchant;
  nightly: number;
  car: number | null;
}

/** The item's trips, at most one a quarter (drawn lazily, then remembered). */
export class Trips {
  readonly #trips = new Map<number, Trip | null>();

  constructor(private readonly rng: (...path: (string | number)[]) => Rng) {}

  tripFor(quarter: number): Trip | null {
    if (this.#trips.has(quarter)) return this.#trips.get(quarter)!;
    const rng = this.rng('trip', quarter);
    let trip: Trip | null = null;
    if (rng.chance(0.55)) {
      const year = Math.floor(quarter / 4);
      const start = dayInMonth(year, (quarter % 4) * 3, 1) + rng.int(4, 82);
      const travellers = rng.int(1, 2);
      trip = {
        start,
        nights: rng.int(2, 6),
        booked: start - rng.int(12, 50),
        airline: rng.pick(AIRLINES),
        fare: cents(rng.amount(160, 590) * travellers),
        hotel: rng.pick(HOTELS),
        nightly: rng.amount(125, 265),
        car: rng.chance(0.4) ? rng.amount(38, 66) : null,
      };
    }
    this.#trips.set(quarter, trip);
    return trip;
  }

  quarter(day: number): number {
    const { year, month } = ymd(day);
    return year * 4 + Math.floor(month / 3);
  }

  tripOn(day: number): boolean {
    const trip = this.tripFor(this.quarter(day));
    return trip !== null && day >= trip.start && day <= trip.start + trip.nights;
  }
}
