/**
 * What the synthetic banks' customers spend on: invented merchants (websites on `.example`), each
 * with the raw descriptor a bank statement shows, and Plaid's personal finance categories in both
 * taxonomies (plaid.com/documents/pfc-taxonomy-all.csv): v1, what Plaid answers by default, and
 * v2, what it answers when asked for `personal_finance_category_version: 'v2'`.
 */

export type PfcVersion = 'v1' | 'v2';

export interface PfcCode {
  primary: string;
  detailed: string;
}

/** A row's category as v1 files it, and as v2 does. */
export interface Pfc extends PfcCode {
  v2: PfcCode;
}

const PRIMARIES = [
  'INCOME', 'TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_DISBURSEMENTS', 'LOAN_PAYMENTS', 'BANK_FEES', 'ENTERTAINMENT', 'FOOD_AND_DRINK', 'GENERAL_MERCHANDISE',
  'HOME_IMPROVEMENT', 'MEDICAL', 'PERSONAL_CARE', 'GENERAL_SERVICES', 'GOVERNMENT_AND_NON_PROFIT', 'TRANSPORTATION', 'TRAVEL', 'RENT_AND_UTILITIES', 'OTHER',
];
/** The v1 codes v2 renamed; every other v1 code is in v2 as it is. */
const RENAMED_IN_V2: Readonly<Record<string, string>> = {
  INCOME_WAGES: 'INCOME_SALARY',
  INCOME_OTHER_INCOME: 'INCOME_OTHER',
  TRANSFER_IN_CASH_ADVANCES_AND_LOANS: 'LOAN_DISBURSEMENTS_OTHER_DISBURSEMENT',
};

const code = (detailed: string): PfcCode => {
  const primary = PRIMARIES.find((p) => detailed.startsWith(`${p}_`));
  if (!primary) throw new Error(`unknown category ${detailed}`);
  return { primary, detailed };
};

/** A category by its v1 code, and by the finer v2 code v2 files the same rows under when it has one (a late fee, not "other bank fees"). */
const pfc = (detailed: string, finerInV2?: string): Pfc => ({ ...code(detailed), v2: code(finerInV2 ?? RENAMED_IN_V2[detailed] ?? detailed) });

/** A row's category as the asked taxonomy version files it. */
export const pfcIn = (category: Pfc, version: PfcVersion): PfcCode => (version === 'v2' ? category.v2 : { primary: category.primary, detailed: category.detailed });

export const PFC = {
  wages: pfc('INCOME_WAGES'),
  interestEarned: pfc('INCOME_INTEREST_EARNED'),
  taxRefund: pfc('INCOME_TAX_REFUND'),
  transferIn: pfc('TRANSFER_IN_ACCOUNT_TRANSFER'),
  transferOut: pfc('TRANSFER_OUT_ACCOUNT_TRANSFER'),
  deposit: pfc('TRANSFER_IN_DEPOSIT'),
  p2pIn: pfc('TRANSFER_IN_OTHER_TRANSFER_IN', 'TRANSFER_IN_TRANSFER_IN_FROM_APPS'),
  p2pOut: pfc('TRANSFER_OUT_OTHER_TRANSFER_OUT', 'TRANSFER_OUT_TRANSFER_OUT_FROM_APPS'),
  withdrawal: pfc('TRANSFER_OUT_WITHDRAWAL'),
  cardPayment: pfc('LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'),
  mortgagePayment: pfc('LOAN_PAYMENTS_MORTGAGE_PAYMENT'),
  carPayment: pfc('LOAN_PAYMENTS_CAR_PAYMENT'),
  studentPayment: pfc('LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT'),
  /** Pay-in-4 installments: v1 has no buy-now-pay-later code. */
  bnplPayment: pfc('LOAN_PAYMENTS_OTHER_PAYMENT', 'LOAN_PAYMENTS_BNPL'),
  overdraftFee: pfc('BANK_FEES_OVERDRAFT_FEES'),
  atmFee: pfc('BANK_FEES_ATM_FEES'),
  interestCharge: pfc('BANK_FEES_INTEREST_CHARGE'),
  otherBankFee: pfc('BANK_FEES_OTHER_BANK_FEES'),
  lateFee: pfc('BANK_FEES_OTHER_BANK_FEES', 'BANK_FEES_LATE_FEES'),
  foreignFee: pfc('BANK_FEES_FOREIGN_TRANSACTION_FEES'),
  rent: pfc('RENT_AND_UTILITIES_RENT'),
  electricity: pfc('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY'),
  water: pfc('RENT_AND_UTILITIES_WATER'),
  internet: pfc('RENT_AND_UTILITIES_INTERNET_AND_CABLE'),
  phone: pfc('RENT_AND_UTILITIES_TELEPHONE'),
  insurance: pfc('GENERAL_SERVICES_INSURANCE'),
  gym: pfc('PERSONAL_CARE_GYMS_AND_FITNESS_CENTERS'),
  donation: pfc('GOVERNMENT_AND_NON_PROFIT_DONATIONS'),
} as const;

export const pfcIconUrl = (primary: string) => `https://plaid-category-icons.plaid.com/PFC_${primary}.png`;

export interface Merchant {
  /** Plaid's `merchant_name`. */
  name: string;
  website: string | null;
  /** The raw statement descriptor (Plaid's `original_description`, and `name` before enrichment). */
  descriptor: string;
}

const merchant = (name: string, website: string | null, descriptor: string): Merchant => ({ name, website, descriptor });

export type Channel = 'online' | 'in store' | 'other';

/** One kind of everyday spending, drawn per day on the debit card (checking) and the credit card. */
export interface SpendKind {
  key: string;
  pfc: Pfc;
  channel: Channel;
  /** Expected number per month on the checking account's debit card and on the credit card. */
  perMonth: { checking: number; credit: number };
  min: number;
  max: number;
  /** Multipliers by weekday, Sunday first. */
  week?: readonly number[];
  /** Restaurants: the pending authorization is before the tip; the posted amount includes it. */
  tip?: boolean;
  merchants: readonly Merchant[];
}

const WEEKDAYS_ONLY = [0.15, 1.35, 1.35, 1.35, 1.35, 1.3, 0.15];
const WEEKENDS = [1.5, 0.7, 0.7, 0.8, 0.9, 1.2, 1.7];
const EVENINGS_OUT = [0.9, 0.6, 0.7, 0.8, 1.0, 1.5, 1.6];

export const SPEND_KINDS: readonly SpendKind[] = [
  {
    key: 'groceries', pfc: pfc('FOOD_AND_DRINK_GROCERIES'), channel: 'in store', perMonth: { checking: 7, credit: 3 }, min: 14, max: 168, week: WEEKENDS,
    merchants: [
      merchant('Greenleaf Market', 'greenleafmarket.example', 'GREENLEAF MKT #0412'),
      merchant('Harvest Basket', 'harvestbasket.example', 'HARVEST BASKET 2231'),
      merchant('FreshWay Supermarket', 'freshway.example', 'FRESHWAY SUPERMKT 88'),
      merchant('Maple Street Co-op', 'maplestreetcoop.example', 'MAPLE ST COOP'),
      merchant('Corner Pantry Foods', null, 'CORNER PANTRY FOODS'),
    ],
  },
  {
    key: 'coffee', pfc: pfc('FOOD_AND_DRINK_COFFEE'), channel: 'in store', perMonth: { checking: 12, credit: 4 }, min: 3.25, max: 9.75, week: WEEKDAYS_ONLY,
    merchants: [
      merchant('Bean Counter Coffee', 'beancounter.example', 'SQ *BEAN COUNTER COFF'),
      merchant('Daily Grind Cafe', 'dailygrind.example', 'DAILY GRIND CAFE #17'),
      merchant('Steamworks Espresso', 'steamworks.example', 'TST* STEAMWORKS ESPRE'),
      merchant('Copper Kettle Coffee', null, 'SQ *COPPER KETTLE'),
    ],
  },
  {
    key: 'restaurants', pfc: pfc('FOOD_AND_DRINK_RESTAURANT'), channel: 'in store', perMonth: { checking: 3, credit: 8 }, min: 18, max: 96, week: EVENINGS_OUT, tip: true,
    merchants: [
      merchant('Olive & Thyme', 'oliveandthyme.example', 'TST* OLIVE & THYME'),
      merchant('The Rusty Spoon', null, 'RUSTY SPOON BAR GRILL'),
      merchant('Saffron House', 'saffronhouse.example', 'SAFFRON HOUSE INDIAN'),
      merchant('Blue Heron Bistro', 'blueheronbistro.example', 'BLUE HERON BISTRO'),
      merchant('Little Tokyo Ramen', null, 'SQ *LITTLE TOKYO RAME'),
      merchant('Casa Lupita', 'casalupita.example', 'CASA LUPITA #2'),
      merchant('Brick Oven Pizzeria', 'brickoven.example', 'BRICK OVEN PIZZERIA'),
    ],
  },
  {
    key: 'fast-food', pfc: pfc('FOOD_AND_DRINK_FAST_FOOD'), channel: 'in store', perMonth: { checking: 5, credit: 2 }, min: 6.5, max: 19,
    merchants: [
      merchant('Burger Barn', 'burgerbarn.example', 'BURGER BARN #1183'),
      merchant('Taco Rocket', 'tacorocket.example', 'TACO ROCKET 0457'),
      merchant('Crispy Coop Chicken', 'crispycoop.example', 'CRISPY COOP #220'),
      merchant('Sub Station', null, 'SUB STATION 31'),
    ],
  },
  {
    key: 'alcohol', pfc: pfc('FOOD_AND_DRINK_BEER_WINE_AND_LIQUOR'), channel: 'in store', perMonth: { checking: 1.2, credit: 1 }, min: 12, max: 68, week: WEEKENDS,
    merchants: [merchant('Cork & Barrel Wine', 'corkandbarrel.example', 'CORK & BARREL WINE SPI')],
  },
  {
    key: 'gas', pfc: pfc('TRANSPORTATION_GAS'), channel: 'in store', perMonth: { checking: 2.5, credit: 1.5 }, min: 26, max: 74,
    merchants: [
      merchant('FuelMax', 'fuelmax.example', 'FUELMAX 40213'),
      merchant('Summit Gas', 'summitgas.example', 'SUMMIT GAS #712'),
      merchant('QuickFill', null, 'QUICKFILL 0093'),
    ],
  },
  {
    key: 'transit', pfc: pfc('TRANSPORTATION_PUBLIC_TRANSIT'), channel: 'in store', perMonth: { checking: 11, credit: 0 }, min: 2.75, max: 2.75, week: WEEKDAYS_ONLY,
    merchants: [merchant('Metro Transit', 'metrotransit.example', 'METRO TRANSIT FARE')],
  },
  {
    key: 'rideshare', pfc: pfc('TRANSPORTATION_TAXIS_AND_RIDE_SHARES'), channel: 'online', perMonth: { checking: 0.8, credit: 3 }, min: 8.5, max: 46, week: EVENINGS_OUT,
    merchants: [merchant('Zoomr', 'zoomr.example', 'ZOOMR *TRIP'), merchant('HopCab', 'hopcab.example', 'HOPCAB RIDE')],
  },
  {
    key: 'parking', pfc: pfc('TRANSPORTATION_PARKING'), channel: 'in store', perMonth: { checking: 1.2, credit: 0.6 }, min: 4, max: 26,
    merchants: [merchant('CityPark Garages', 'citypark.example', 'CITYPARK GARAGE 14')],
  },
  {
    key: 'convenience', pfc: pfc('GENERAL_MERCHANDISE_CONVENIENCE_STORES'), channel: 'in store', perMonth: { checking: 3, credit: 0.5 }, min: 2.5, max: 24,
    merchants: [merchant('QuickStop', 'quickstop.example', 'QUICKSTOP #5521'), merchant('Corner Mart', null, 'CORNER MART')],
  },
  {
    key: 'superstore', pfc: pfc('GENERAL_MERCHANDISE_SUPERSTORES'), channel: 'in store', perMonth: { checking: 1.5, credit: 1.5 }, min: 22, max: 190, week: WEEKENDS,
    merchants: [merchant('MegaMart', 'megamart.example', 'MEGAMART SUPERCENTER 0712')],
  },
  {
    key: 'marketplace', pfc: pfc('GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'), channel: 'online', perMonth: { checking: 1.5, credit: 6 }, min: 9, max: 145,
    merchants: [merchant('Parcelwise', 'parcelwise.example', 'PARCELWISE MKTP US'), merchant('ShopNest', 'shopnest.example', 'SHOPNEST.EXAMPLE')],
  },
  {
    key: 'clothing', pfc: pfc('GENERAL_MERCHANDISE_CLOTHING_AND_ACCESSORIES'), channel: 'in store', perMonth: { checking: 0.5, credit: 1.5 }, min: 22, max: 165, week: WEEKENDS,
    merchants: [merchant('Thread & Needle', 'threadandneedle.example', 'THREAD & NEEDLE 044'), merchant('Urban Outfield', 'urbanoutfield.example', 'URBAN OUTFIELD #93')],
  },
  {
    key: 'electronics', pfc: pfc('GENERAL_MERCHANDISE_ELECTRONICS'), channel: 'online', perMonth: { checking: 0, credit: 0.35 }, min: 35, max: 640,
    merchants: [merchant('Voltage Electronics', 'voltage.example', 'VOLTAGE ELECTRONICS')],
  },
  {
    key: 'pharmacy', pfc: pfc('MEDICAL_PHARMACIES_AND_SUPPLEMENTS'), channel: 'in store', perMonth: { checking: 1.3, credit: 0.4 }, min: 6, max: 62,
    merchants: [merchant('CarePlus Pharmacy', 'careplus.example', 'CAREPLUS PHARMACY #219')],
  },
  {
    key: 'hair', pfc: pfc('PERSONAL_CARE_HAIR_AND_BEAUTY'), channel: 'in store', perMonth: { checking: 0.8, credit: 0.2 }, min: 24, max: 88,
    merchants: [merchant('Shear Genius Salon', 'sheargenius.example', 'SQ *SHEAR GENIUS SALO')],
  },
  {
    key: 'pets', pfc: pfc('GENERAL_MERCHANDISE_PET_SUPPLIES'), channel: 'in store', perMonth: { checking: 0.8, credit: 0.4 }, min: 12, max: 78,
    merchants: [merchant('Happy Paws Pet Supply', 'happypaws.example', 'HAPPY PAWS PET SUPPLY')],
  },
  {
    key: 'hardware', pfc: pfc('HOME_IMPROVEMENT_HARDWARE'), channel: 'in store', perMonth: { checking: 0.6, credit: 0.5 }, min: 8, max: 130, week: WEEKENDS,
    merchants: [merchant('Handy Hardware', 'handyhardware.example', 'HANDY HARDWARE #12')],
  },
  {
    key: 'books', pfc: pfc('GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS'), channel: 'in store', perMonth: { checking: 0.4, credit: 0.4 }, min: 9, max: 48,
    merchants: [merchant('Dog-Eared Books', 'dogearedbooks.example', 'DOG-EARED BOOKS')],
  },
  {
    key: 'movies', pfc: pfc('ENTERTAINMENT_TV_AND_MOVIES'), channel: 'in store', perMonth: { checking: 0.6, credit: 1 }, min: 12, max: 42, week: EVENINGS_OUT,
    merchants: [merchant('Starlight Cinemas', 'starlightcinemas.example', 'STARLIGHT CINEMAS 8')],
  },
  {
    key: 'events', pfc: pfc('ENTERTAINMENT_SPORTING_EVENTS_AMUSEMENT_PARKS_AND_MUSEUMS'), channel: 'online', perMonth: { checking: 0, credit: 0.5 }, min: 25, max: 180,
    merchants: [merchant('TicketHarbor', 'ticketharbor.example', 'TICKETHARBOR*EVENT')],
  },
];

/** Person-to-person payments (a wallet app): out to friends, sometimes back in. */
export const P2P = merchant('PayPeer', 'paypeer.example', 'PAYPEER *TRANSFER');
export const ATM_NAME = 'ATM WITHDRAWAL';

export const EMPLOYERS: readonly Merchant[] = [
  merchant('Northwind Analytics', 'northwindanalytics.example', 'NORTHWIND ANALYTICS PAYROLL'),
  merchant('Bluebird Logistics', 'bluebirdlogistics.example', 'BLUEBIRD LOGISTICS DIR DEP'),
  merchant('Cedar & Pine Architects', 'cedarandpine.example', 'CEDAR PINE ARCH PAYROLL'),
  merchant('Helix Health Systems', 'helixhealth.example', 'HELIX HEALTH SYS PAYROLL'),
  merchant('Lumen Robotics', 'lumenrobotics.example', 'LUMEN ROBOTICS INC DIRECT DEP'),
  merchant('Riverbend School District', 'riverbendschools.example', 'RIVERBEND SCHOOL DIST PAYROLL'),
];

export const LANDLORDS: readonly Merchant[] = [
  merchant('Parkview Residences', 'parkviewresidences.example', 'PARKVIEW RESIDENCES RENT'),
  merchant('Oakmont Property Management', 'oakmontpm.example', 'OAKMONT PROPERTY MGMT'),
  merchant('Riverside Lofts', 'riversidelofts.example', 'RIVERSIDE LOFTS WEBPAY'),
];

export const ELECTRIC: readonly Merchant[] = [
  merchant('Bright Grid Energy', 'brightgrid.example', 'BRIGHT GRID ENERGY AUTOPAY'),
  merchant('Cascade Power & Light', 'cascadepower.example', 'CASCADE POWER LIGHT'),
];
export const WATER = merchant('Clearwater Utilities', 'clearwaterutilities.example', 'CLEARWATER UTIL WEB PMT');
export const INTERNET: readonly Merchant[] = [
  merchant('Fibrelink', 'fibrelink.example', 'FIBRELINK INTERNET'),
  merchant('Skyline Cable', 'skylinecable.example', 'SKYLINE CABLE AUTOPAY'),
];
export const PHONE: readonly Merchant[] = [
  merchant('Beacon Wireless', 'beaconwireless.example', 'BEACON WIRELESS BILL'),
  merchant('Relay Mobile', 'relaymobile.example', 'RELAY MOBILE*AUTOPAY'),
];
export const INSURANCE: readonly Merchant[] = [
  merchant('Shieldwell Insurance', 'shieldwell.example', 'SHIELDWELL INS PREM'),
  merchant('Keystone Mutual', 'keystonemutual.example', 'KEYSTONE MUTUAL INS'),
];
export const GYMS: readonly Merchant[] = [
  merchant('Ironclad Fitness', 'ironcladfitness.example', 'IRONCLAD FITNESS CLUB'),
  merchant('Summit Climbing Gym', 'summitclimbing.example', 'SUMMIT CLIMBING MBRSHP'),
];
/** A pay-in-4 lender: a purchase split into installments, each a loan repayment out of checking. */
export const PAY_IN_FOUR = merchant('Splitwise Pay', 'splitwisepay.example', 'SPLITWISE PAY INSTALLMENT');
export const CHARITY = merchant('Community Food Bank', 'communityfoodbank.example', 'COMMUNITY FOOD BANK DONATION');

export interface SubscriptionKind {
  key: string;
  merchant: Merchant;
  pfc: Pfc;
  /** Monthly (or yearly) price choices. */
  prices: readonly number[];
  frequency: 'MONTHLY' | 'ANNUALLY';
}

export const SUBSCRIPTIONS: readonly SubscriptionKind[] = [
  { key: 'streamflix', merchant: merchant('StreamFlix', 'streamflix.example', 'STREAMFLIX.EXAMPLE'), pfc: pfc('ENTERTAINMENT_TV_AND_MOVIES'), prices: [9.99, 15.49, 22.99], frequency: 'MONTHLY' },
  { key: 'huddle', merchant: merchant('Huddle TV', 'huddletv.example', 'HUDDLE TV SUBSCRIPTION'), pfc: pfc('ENTERTAINMENT_TV_AND_MOVIES'), prices: [7.99, 14.99], frequency: 'MONTHLY' },
  { key: 'tunewave', merchant: merchant('Tunewave', 'tunewave.example', 'TUNEWAVE PREMIUM'), pfc: pfc('ENTERTAINMENT_MUSIC_AND_AUDIO'), prices: [10.99, 16.99], frequency: 'MONTHLY' },
  { key: 'cloudvault', merchant: merchant('CloudVault', 'cloudvault.example', 'CLOUDVAULT STORAGE'), pfc: pfc('GENERAL_SERVICES_OTHER_GENERAL_SERVICES'), prices: [2.99, 9.99], frequency: 'MONTHLY' },
  { key: 'pixelsmith', merchant: merchant('Pixelsmith', 'pixelsmith.example', 'PIXELSMITH CREATIVE SUITE'), pfc: pfc('GENERAL_SERVICES_OTHER_GENERAL_SERVICES'), prices: [22.99, 54.99], frequency: 'MONTHLY' },
  { key: 'notably', merchant: merchant('Notably', 'notably.example', 'NOTABLY NOTES APP'), pfc: pfc('GENERAL_SERVICES_OTHER_GENERAL_SERVICES'), prices: [4.99, 7.99], frequency: 'MONTHLY' },
  { key: 'daily-ledger', merchant: merchant('The Daily Ledger', 'dailyledger.example', 'DAILY LEDGER DIGITAL'), pfc: pfc('GENERAL_MERCHANDISE_BOOKSTORES_AND_NEWSSTANDS'), prices: [12, 17], frequency: 'MONTHLY' },
  { key: 'parcelwise-plus', merchant: merchant('Parcelwise', 'parcelwise.example', 'PARCELWISE PLUS MEMBERSHIP'), pfc: pfc('GENERAL_MERCHANDISE_ONLINE_MARKETPLACES'), prices: [119, 139], frequency: 'ANNUALLY' },
];

export const AIRLINES: readonly Merchant[] = [
  merchant('SkyHarbor Airlines', 'skyharbor.example', 'SKYHARBOR AIR 0162'),
  merchant('Jetwise', 'jetwise.example', 'JETWISE AIRWAYS'),
];
export const HOTELS: readonly Merchant[] = [
  merchant('Harborview Hotel', 'harborviewhotel.example', 'HARBORVIEW HOTEL'),
  merchant('Driftwood Inn', 'driftwoodinn.example', 'DRIFTWOOD INN & SUITES'),
];
export const CAR_RENTAL = merchant('Roadrunner Car Rental', 'roadrunnerrental.example', 'ROADRUNNER CAR RENTAL');
export const TRAVEL_PFC = { flights: pfc('TRAVEL_FLIGHTS'), lodging: pfc('TRAVEL_LODGING'), rentalCars: pfc('TRAVEL_RENTAL_CARS') } as const;
