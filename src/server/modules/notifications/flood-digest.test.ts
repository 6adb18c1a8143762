import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInOwner, type TestApp } from '../../../../test/support/test-app';
import { leadSuspicionLabels } from '../../../shared/leads-dashboard';
import { agencies, leads, mailOutbox } from '../../db/schema';
import { JOBS } from '../../jobs/job-types';
import { FLOOD_DIGEST_MAX_LISTED, floodDigestMessage, floodDigestTexts } from './flood-digest-message';
import { queueFloodDigest } from './queue-flood-digest';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const buyer = (firstName: string, lastName: string, email: string) => ({
  firstName,
  lastName,
  contactMethod: 'email',
  email,
  consent: true,
});
const send = (slug: string, body: unknown, ip: string) =>
  t.client().post(`/api/public/listings/${slug}/leads`, body, { 'x-forwarded-for': ip });
/** The digest jobs of an agency, when they were queued and when they may start. */
const digestJobs = (agencyId: string) =>
  t.db.execute<{ state: string; wait_s: number }>(
    sql`select state::text, extract(epoch from start_after - created_on)::float as wait_s from pgboss.job
      where name = 'lead-flood-digest' and data->>'agencyId' = ${agencyId}`,
  );

describe("the agency's hourly digest of flagged leads", () => {
  it('lists every flagged lead of the hour in one e-mail, sent once', async () => {
    const owner = await signedInOwner(t);
    const inbox = 'resumen-sospechosos@inmobiliaria.es';
    await t.db.update(agencies).set({ email: inbox }).where(eq(agencies.id, owner.agencyId));
    const slugs: string[] = [];
    for (const title of ['Piso en Chamberí', 'Chalet en Pozuelo']) {
      const res = await owner.client.post('/api/listings', {
        energyStatus: 'in_progress',
        title,
        city: 'Madrid',
      });
      slugs.push(((await res.json()) as { listing: { slug: string } }).listing.slug);
    }
    const [chamberi, pozuelo] = slugs as [string, string];

    // Flagged: a honeypot on one listing, a link in a name on the other, and the same e-mail a fourth time.
    await send(chamberi, { ...buyer('Robot', 'Uno', 'robot@spam.example'), website: 'x' }, '192.0.2.1');
    await send(pozuelo, buyer('Visita www.spam.example', 'Ya', 'promo@spam.example'), '192.0.2.2');
    for (let i = 0; i < 4; i++)
      await send(
        pozuelo,
        buyer('Repetido', `Nombre${'abcd'[i]}`, 'mismo@correo.example'),
        `192.0.2.${10 + i}`,
      );
    // A real buyer: an alert of their own, not in the digest.
    await send(chamberi, buyer('Lucía', 'Martín', 'lucia@example.es'), '198.51.100.7');

    const flagged = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.agencyId, owner.agencyId), isNotNull(leads.suspicion)))
      .orderBy(leads.createdAt);
    expect(flagged.map((l) => l.suspicion)).toEqual(['honeypot', 'link_in_name', 'repeated_contact']);

    // One job for the agency, due at the end of the hour that began with its first flagged lead.
    const { rows: jobs } = await digestJobs(owner.agencyId);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.wait_s).toBeGreaterThan(58 * 60);
    expect(jobs[0]!.wait_s).toBeLessThanOrEqual(60 * 60 + 1);

    await t.db.execute(sql`update pgboss.job set start_after = now() where name = 'lead-flood-digest'`);
    await t.deps.jobs.drain();
    // A second instance that raced past the gate, or a retry: nothing left to tell, no second e-mail.
    expect(
      await queueFloodDigest({ jobs: t.deps.jobs, limits: t.deps.limits, agencyId: owner.agencyId }),
    ).toBeNull();
    await t.deps.jobs.send(JOBS.leadFloodDigest, { agencyId: owner.agencyId });
    await t.deps.jobs.drain();

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, inbox));
    const digests = mails.filter((m) => !m.subject.startsWith('Nuevo lead: '));
    expect(digests.map((m) => m.subject)).toEqual([floodDigestTexts.subject(3, floodDigestTexts.lastHour)]);
    expect(digests[0]!.subject).toBe('3 solicitudes marcadas como sospechosas en la última hora');
    const { text, html } = digests[0]!;
    expect(text).toContain('/dashboard/leads?suspicious=only');
    for (const [name, contact, title, reason] of [
      ['Robot Uno', 'robot@spam.example', 'Piso en Chamberí', leadSuspicionLabels.honeypot],
      [
        'Visita www[.]spam[.]example Ya',
        'promo@spam.example',
        'Chalet en Pozuelo',
        leadSuspicionLabels.link_in_name,
      ],
      ['Repetido Nombred', 'mismo@correo.example', 'Chalet en Pozuelo', leadSuspicionLabels.repeated_contact],
    ])
      expect(text).toMatch(
        new RegExp(
          `- \\d\\d:\\d\\d · ${regexEscape(name!)} · ${regexEscape(contact!)} · «${title}» · ${reason}`,
        ),
      );
    expect(text).not.toContain('Lucía');
    expect(text).not.toContain('www.spam.example');
    expect(html).toContain('Robot Uno · robot@spam.example');
    expect(mails.filter((m) => m.subject === 'Nuevo lead: Lucía Martín · Piso en Chamberí')).toHaveLength(1);
    expect(mails.filter((m) => m.subject.startsWith('Nuevo lead: ')).map((m) => m.subject)).toHaveLength(4);

    const told = await t.db
      .select({ alertSentAt: leads.alertSentAt })
      .from(leads)
      .where(and(eq(leads.agencyId, owner.agencyId), isNotNull(leads.suspicion)));
    expect(told.every((l) => l.alertSentAt)).toBe(true);
  });
});

describe('the digest e-mail', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const flagged = (n: number, oldestMinutesAgo: number) =>
    Array.from({ length: n }, (_, i) => ({
      firstName: `Bot${i}`,
      lastName: '<b>X</b>',
      email: `bot${i}@spam.example`,
      phone: null,
      suspicion: 'repeated_content' as const,
      createdAt: new Date(now.getTime() - oldestMinutesAgo * 60_000 + i * 1000),
      listingTitle: 'Piso',
    }));
  const message = (leads: ReturnType<typeof flagged>) =>
    floodDigestMessage({ to: 'a@b.es', agencyName: 'Agencia', leads, now, publicUrl: 'https://x.es' });

  it('lists the first ones and counts the rest, escaping what buyers typed', () => {
    const m = message(flagged(FLOOD_DIGEST_MAX_LISTED + 7, 50));
    expect(m.text.match(/^- /gm)).toHaveLength(FLOOD_DIGEST_MAX_LISTED);
    expect(m.text).toContain(floodDigestTexts.more(7));
    expect(m.subject).toBe(
      `${FLOOD_DIGEST_MAX_LISTED + 7} solicitudes marcadas como sospechosas en la última hora`,
    );
    expect(m.html).toContain('Bot0 &lt;b&gt;X&lt;/b&gt;');
  });

  it('says since when when it tells leads older than the hour (a digest held back)', () => {
    const m = message(flagged(1, 3 * 60));
    expect(m.subject).toMatch(
      /^1 solicitud marcada como sospechosa desde el 28 de noviembre de 2026\D+10:00$/,
    );
  });
});

const regexEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
