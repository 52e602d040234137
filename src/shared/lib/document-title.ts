import { APP_NAME } from '@/shared/config';

/** The browser tab's text for a page: "Accounts · Ledgerline". */
export const documentTitle = (page?: string) => (page ? `${page} · ${APP_NAME}` : APP_NAME);
