import { describe, expect, it } from 'vitest';
import { confirmsEmail } from './delete-account';
import { exportFileName } from './export-data';

describe('your data', () => {
  it('confirms the deletion only with the sign-in email, ignoring case and surrounding spaces', () => {
    expect(confirmsEmail('ada@example.com', 'ada@example.com')).toBe(true);
    expect(confirmsEmail('  ADA@example.com ', 'ada@example.com')).toBe(true);
    expect(confirmsEmail('ada@example.co', 'ada@example.com')).toBe(false);
    expect(confirmsEmail('', '')).toBe(false);
    expect(confirmsEmail('ada@example.com', undefined)).toBe(false);
  });

  it("names the download as the server does, else plainly", () => {
    expect(exportFileName('attachment; filename="ledgerline-export-2026-11-24.zip"')).toBe('ledgerline-export-2026-11-24.zip');
    expect(exportFileName(null)).toBe('ledgerline-export.zip');
  });
});
