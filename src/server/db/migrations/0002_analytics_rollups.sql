CREATE TABLE "daily_listing_stats" (
	"agency_id" uuid NOT NULL,
	"day" date NOT NULL,
	"listing_id" uuid NOT NULL,
	"device_class" text NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_listing_stats_agency_id_day_listing_id_device_class_pk" PRIMARY KEY("agency_id","day","listing_id","device_class")
);
--> statement-breakpoint
CREATE TABLE "daily_style_leads" (
	"agency_id" uuid NOT NULL,
	"day" date NOT NULL,
	"style_code" text NOT NULL,
	"leads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_style_leads_agency_id_day_style_code_pk" PRIMARY KEY("agency_id","day","style_code")
);
--> statement-breakpoint
ALTER TABLE "daily_listing_stats" ADD CONSTRAINT "daily_listing_stats_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_style_leads" ADD CONSTRAINT "daily_style_leads_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below (drizzle-kit does not model functions or triggers): the triggers that keep
-- daily_listing_stats and daily_style_leads equal to counting qr_sessions and leads, whatever
-- inserts, updates or deletes them (docs/decisions/011-analytics-rollups.md).
-- A day is a calendar day in Europe/Madrid.
CREATE OR REPLACE FUNCTION analytics_day(ts timestamptz) RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT (ts AT TIME ZONE 'Europe/Madrid')::date $$;
--> statement-breakpoint
-- The device class of a lead's browser, decided exactly as src/server/modules/qr/device-class.ts
-- decides it for scans (analytics-device-class.test.ts checks that both agree).
CREATE OR REPLACE FUNCTION analytics_device_class(user_agent text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN ua = '' THEN 'other'
    WHEN ua ~* 'whatsapp|facebookexternalhit|facebookcatalog|facebot|meta-externalagent|twitterbot|slackbot|telegrambot|linkedinbot|discordbot|skypeuripreview|googlebot|bingbot|applebot|redditbot|embedly|vkshare|mastodon|yahoo! slurp|baiduspider|google-pagerenderer|google-inspectiontool|mediapartners-google|bitlybot|iframely|outbrain|qwantify|w3c_validator' THEN 'other'
    WHEN regexp_replace(ua, 'cubot', '', 'gi') ~* 'bot\y|bot[/_-]|crawler|crawling|spider|preview|scraper|fetcher' THEN 'other'
    WHEN ua ~* 'ipad|tablet(?! pc)|kindle|silk/|playbook|nexus (7|9|10)\y' THEN 'tablet'
    WHEN ua ~* 'android' THEN CASE WHEN ua ~* 'mobile' THEN 'mobile' ELSE 'tablet' END
    WHEN ua ~* 'mobi|iphone|ipod|windows phone|iemobile|blackberry|bb10|opera mini|webos' THEN 'mobile'
    WHEN ua ~* 'windows nt|macintosh|mac os x|x11|linux x86_64|linux i686|\ycros\y' THEN 'desktop'
    ELSE 'other'
  END
  FROM (SELECT btrim(coalesce(user_agent, ''), E' \t\n\r\f\v') AS ua) AS t
$$;
--> statement-breakpoint
-- Adds signed counts to daily_listing_stats. Decrements only update existing rows; increments
-- skip an agency being deleted (its rows go with it), so cascades never fail.
CREATE OR REPLACE FUNCTION analytics_apply_listing_delta(
  counter text, agency_ids uuid[], days date[], listing_ids uuid[], devices text[], deltas int[]
) RETURNS void LANGUAGE sql AS $$
  WITH delta AS (
    SELECT g.agency_id, g.day, g.listing_id, g.device_class,
      CASE WHEN counter = 'scans' THEN g.n ELSE 0 END AS scans,
      CASE WHEN counter = 'leads' THEN g.n ELSE 0 END AS leads
    FROM unnest(agency_ids, days, listing_ids, devices, deltas) AS g(agency_id, day, listing_id, device_class, n)
    WHERE g.n <> 0
  ), decreased AS (
    UPDATE daily_listing_stats AS d
    SET scans = d.scans + delta.scans, leads = d.leads + delta.leads, updated_at = now()
    FROM delta
    WHERE (delta.scans < 0 OR delta.leads < 0)
      AND d.agency_id = delta.agency_id AND d.day = delta.day
      AND d.listing_id = delta.listing_id AND d.device_class = delta.device_class
  )
  INSERT INTO daily_listing_stats AS d (agency_id, day, listing_id, device_class, scans, leads)
  SELECT delta.agency_id, delta.day, delta.listing_id, delta.device_class, delta.scans, delta.leads
  FROM delta
  WHERE delta.scans >= 0 AND delta.leads >= 0
    AND EXISTS (SELECT 1 FROM agencies AS a WHERE a.id = delta.agency_id)
  ON CONFLICT (agency_id, day, listing_id, device_class)
  DO UPDATE SET scans = d.scans + excluded.scans, leads = d.leads + excluded.leads, updated_at = now()
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_apply_style_delta(
  agency_ids uuid[], days date[], style_codes text[], deltas int[]
) RETURNS void LANGUAGE sql AS $$
  WITH delta AS (
    SELECT g.agency_id, g.day, g.style_code, g.n
    FROM unnest(agency_ids, days, style_codes, deltas) AS g(agency_id, day, style_code, n)
    WHERE g.n <> 0
  ), decreased AS (
    UPDATE daily_style_leads AS d
    SET leads = d.leads + delta.n, updated_at = now()
    FROM delta
    WHERE delta.n < 0
      AND d.agency_id = delta.agency_id AND d.day = delta.day AND d.style_code = delta.style_code
  )
  INSERT INTO daily_style_leads AS d (agency_id, day, style_code, leads)
  SELECT delta.agency_id, delta.day, delta.style_code, delta.n
  FROM delta
  WHERE delta.n > 0 AND EXISTS (SELECT 1 FROM agencies AS a WHERE a.id = delta.agency_id)
  ON CONFLICT (agency_id, day, style_code)
  DO UPDATE SET leads = d.leads + excluded.leads, updated_at = now()
$$;
--> statement-breakpoint
-- The rows a statement changed, signed: +1 for new rows, -1 for old ones (an UPDATE has both).
CREATE OR REPLACE FUNCTION analytics_changed_rows(op text, columns text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN format('SELECT %s, 1 AS sign FROM new_rows', columns)
    WHEN 'DELETE' THEN format('SELECT %s, -1 AS sign FROM old_rows', columns)
    ELSE format('SELECT %1$s, 1 AS sign FROM new_rows UNION ALL SELECT %1$s, -1 AS sign FROM old_rows', columns)
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_scans_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    SELECT analytics_apply_listing_delta('scans', array_agg(agency_id), array_agg(day),
      array_agg(listing_id), array_agg(device_class), array_agg(n))
    FROM (
      SELECT agency_id, analytics_day(created_at) AS day,
        coalesce(listing_id, '00000000-0000-0000-0000-000000000000') AS listing_id, device_class,
        sum(sign)::int AS n
      FROM (%s) AS r
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
    ) AS k
  $q$, analytics_changed_rows(TG_OP, 'agency_id, created_at, listing_id, device_class'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analytics_leads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := analytics_changed_rows(TG_OP,
    'agency_id, created_at, listing_id, payload->>''user_agent'' AS user_agent, style_code');
BEGIN
  EXECUTE format($q$
    SELECT analytics_apply_listing_delta('leads', array_agg(agency_id), array_agg(day),
      array_agg(listing_id), array_agg(device_class), array_agg(n))
    FROM (
      SELECT agency_id, analytics_day(created_at) AS day,
        coalesce(listing_id, '00000000-0000-0000-0000-000000000000') AS listing_id,
        analytics_device_class(user_agent) AS device_class, sum(sign)::int AS n
      FROM (%s) AS r
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
    ) AS k
  $q$, changed);
  EXECUTE format($q$
    SELECT analytics_apply_style_delta(array_agg(agency_id), array_agg(day), array_agg(style_code),
      array_agg(n))
    FROM (
      SELECT agency_id, analytics_day(created_at) AS day, style_code, sum(sign)::int AS n
      FROM (%s) AS r
      WHERE style_code IS NOT NULL
      GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
    ) AS k
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER qr_sessions_analytics_insert AFTER INSERT ON qr_sessions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_scans_changed();
--> statement-breakpoint
CREATE TRIGGER qr_sessions_analytics_update AFTER UPDATE ON qr_sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_scans_changed();
--> statement-breakpoint
CREATE TRIGGER qr_sessions_analytics_delete AFTER DELETE ON qr_sessions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_scans_changed();
--> statement-breakpoint
CREATE TRIGGER leads_analytics_insert AFTER INSERT ON leads
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_changed();
--> statement-breakpoint
CREATE TRIGGER leads_analytics_update AFTER UPDATE ON leads
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_changed();
--> statement-breakpoint
CREATE TRIGGER leads_analytics_delete AFTER DELETE ON leads
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_leads_changed();
--> statement-breakpoint
-- The figures so far.
INSERT INTO daily_listing_stats (agency_id, day, listing_id, device_class, scans, leads)
SELECT agency_id, day, listing_id, device_class, sum(scans)::int, sum(leads)::int
FROM (
  SELECT agency_id, analytics_day(created_at) AS day,
    coalesce(listing_id, '00000000-0000-0000-0000-000000000000') AS listing_id, device_class,
    count(*) AS scans, 0 AS leads
  FROM qr_sessions GROUP BY 1, 2, 3, 4
  UNION ALL
  SELECT agency_id, analytics_day(created_at),
    coalesce(listing_id, '00000000-0000-0000-0000-000000000000'),
    analytics_device_class(payload->>'user_agent'), 0, count(*)
  FROM leads GROUP BY 1, 2, 3, 4
) AS t
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO daily_style_leads (agency_id, day, style_code, leads)
SELECT agency_id, analytics_day(created_at), style_code, count(*)::int
FROM leads WHERE style_code IS NOT NULL GROUP BY 1, 2, 3;
