import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_PAYLOAD_VERSION } from '../../../shared/webhooks';
import { testEventData } from './webhook-payload';

const doc = readFileSync(new URL('../../../../docs/webhooks.md', import.meta.url), 'utf8');

/** Every key path of a JSON value: `data.listing.price`… */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return [path, ...keyPaths(v, path)];
  });
}

describe('docs/webhooks.md', () => {
  it("shows a body with exactly the fields the server sends, and explains the listing's", () => {
    const example = JSON.parse(/```json\n([\s\S]*?)\n```/.exec(doc)![1]!);
    const sent = {
      version: WEBHOOK_PAYLOAD_VERSION,
      type: 'lead.created',
      id: 'x',
      created_at: 'x',
      data: testEventData({ id: 'a', name: 'Inmobiliaria Sol' }, new Date()),
    };
    // `interest` is null in the test event; the documented one shows its fields.
    const documented = keyPaths(example).filter((p) => !p.startsWith('data.lead.interest.'));
    expect(documented.sort()).toEqual(keyPaths(sent).sort());
    for (const field of ['operation', 'type', 'reference', 'price'])
      expect(doc).toContain(`| \`data.listing.${field}\``);
  });
});
