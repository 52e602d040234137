import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { accessToken } from '@/shared/api';
import { mswServer } from '@/shared/testing';
import { completeLink } from './complete-link';

const PLATYPUS = { name: 'First Platypus Bank', institution_id: 'ins_120686' };
const TARTAN = { name: 'Tartan Credit Union', institution_id: 'ins_104650' };

/** Serves the linking calls and records what each was sent. */
function serveLinking({ linkedName = null as string | null, status = 'success', items = [] as object[] } = {}) {
  const sent: Record<string, unknown> = {};
  mswServer.use(
    http.post('*/db_api/institution/name', async ({ request }) => {
      sent.name = await request.json();
      return HttpResponse.json({ item: linkedName ? { institution_name: linkedName } : null });
    }),
    http.post('*/api/set_access_token', async ({ request }) => {
      sent.exchange = { contentType: request.headers.get('content-type'), body: await request.text() };
      return HttpResponse.json({ status, external_id: 'item-new' });
    }),
    http.post('*/api/items', async ({ request }) => {
      sent.items = await request.json();
      return HttpResponse.json({ results: items });
    }),
    http.post('*/api/remove_duplicate_items', async ({ request }) => {
      sent.duplicates = await request.json();
      return HttpResponse.json({ status: 'success', removed: ['item-old'] });
    }),
  );
  return sent;
}

describe('completeLink', () => {
  it('stops when the institution is already linked, before exchanging anything', async () => {
    accessToken.value = 'token';
    const sent = serveLinking({ linkedName: 'First Platypus Bank' });
    await expect(completeLink('public-sandbox-1', PLATYPUS)).resolves.toEqual({ kind: 'already-linked', institutionName: 'First Platypus Bank' });
    expect(sent).toEqual({ name: { id: 'ins_120686' } });
  });

  it('exchanges the public token form-encoded and reports an existing item', async () => {
    accessToken.value = 'token';
    const sent = serveLinking({ status: 'item already exists' });
    await expect(completeLink('public-sandbox-1', PLATYPUS)).resolves.toEqual({ kind: 'item-exists', externalId: 'item-new' });
    expect(sent.exchange).toEqual({ contentType: 'application/x-www-form-urlencoded', body: 'public_token=public-sandbox-1' });
    expect(sent.items).toBeUndefined();
  });

  it('links, fetches the items and removes older items at the same institution', async () => {
    accessToken.value = 'token';
    const sent = serveLinking({
      items: [
        { external_id: 'item-old', name: PLATYPUS.name, institution: PLATYPUS },
        { external_id: 'item-tartan', name: TARTAN.name, institution: TARTAN },
        { external_id: 'item-new', name: PLATYPUS.name, institution: PLATYPUS },
      ],
    });
    await expect(completeLink('public-sandbox-1', PLATYPUS)).resolves.toEqual({ kind: 'linked', externalId: 'item-new', institutionName: PLATYPUS.name });
    expect(sent.items).toEqual({ external_id: 'item-new' });
    expect(sent.duplicates).toEqual({ external_id: 'item-new', institution_id: PLATYPUS.institution_id });
  });

  it('removes nothing when the new item is the only one at its institution', async () => {
    accessToken.value = 'token';
    const sent = serveLinking({
      items: [
        { external_id: 'item-tartan', name: TARTAN.name, institution: TARTAN },
        { external_id: 'item-new', name: PLATYPUS.name, institution: PLATYPUS },
      ],
    });
    await expect(completeLink('public-sandbox-1', PLATYPUS)).resolves.toMatchObject({ kind: 'linked' });
    expect(sent.duplicates).toBeUndefined();
  });

  it('fails when a call fails', async () => {
    accessToken.value = 'token';
    serveLinking();
    mswServer.use(http.post('*/api/set_access_token', () => new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })));
    await expect(completeLink('public-sandbox-1', PLATYPUS)).rejects.toThrow('API Error: 502 Bad Gateway');
  });
});
