export const APP_NAME = 'Ledgerline';
