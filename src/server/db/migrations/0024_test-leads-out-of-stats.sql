-- A test lead (source 'debug', made by Diagnóstico) is not a buyer: the rollups that Analíticas,
-- Inicio and the summary e-mails read no longer count it (issue 25, item 4). The leads' trigger
-- of 0002/0020 now leaves those rows out, and the ones already counted are taken back out.
CREATE OR REPLACE FUNCTION analytics_leads_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := analytics_changed_rows(TG_OP,
    'agency_id, created_at, listing_id, payload->>''user_agent'' AS user_agent, style_code, source');
BEGIN
  -- Every row kept its id and what the statistics count: nothing to move. (A nested IF: its
  -- query names old_rows, which an INSERT's or a DELETE's run of this function does not have.)
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (
      SELECT 1 FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE o.id IS NULL OR n.id IS NULL
        OR (n.agency_id, n.created_at, n.listing_id, n.payload->>'user_agent', n.style_code, n.source)
          IS DISTINCT FROM (o.agency_id, o.created_at, o.listing_id, o.payload->>'user_agent', o.style_code, o.source)
    ) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($q$
    SELECT analytics_apply_listing_delta('leads', array_agg(agency_id), array_agg(day),
      array_agg(listing_id), array_agg(device_class), array_agg(n))
    FROM (
      SELECT agency_id, analytics_day(created_at) AS day,
        coalesce(listing_id, '00000000-0000-0000-0000-000000000000') AS listing_id,
        analytics_device_class(user_agent) AS device_class, sum(sign)::int AS n
      FROM (%s) AS r
      WHERE source <> 'debug'
      GROUP BY 1, 2, 3, 4 HAVING sum(sign) <> 0
    ) AS k
  $q$, changed);
  EXECUTE format($q$
    SELECT analytics_apply_style_delta(array_agg(agency_id), array_agg(day), array_agg(style_code),
      array_agg(n))
    FROM (
      SELECT agency_id, analytics_day(created_at) AS day, style_code, sum(sign)::int AS n
      FROM (%s) AS r
      WHERE style_code IS NOT NULL AND source <> 'debug'
      GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
    ) AS k
  $q$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
SELECT analytics_apply_listing_delta('leads', array_agg(agency_id), array_agg(day),
  array_agg(listing_id), array_agg(device_class), array_agg(-n))
FROM (
  SELECT agency_id, analytics_day(created_at) AS day,
    coalesce(listing_id, '00000000-0000-0000-0000-000000000000') AS listing_id,
    analytics_device_class(payload->>'user_agent') AS device_class, count(*)::int AS n
  FROM leads WHERE source = 'debug'
  GROUP BY 1, 2, 3, 4
) AS k;
--> statement-breakpoint
SELECT analytics_apply_style_delta(array_agg(agency_id), array_agg(day), array_agg(style_code),
  array_agg(-n))
FROM (
  SELECT agency_id, analytics_day(created_at) AS day, style_code, count(*)::int AS n
  FROM leads WHERE source = 'debug' AND style_code IS NOT NULL
  GROUP BY 1, 2, 3
) AS k;
