-- Hand-written (drizzle-kit does not model triggers): a plan change writes `subscriptions`, and a
-- public page shows as many photos as the plan does (issue 25 → 7), so a subscription's change
-- refreshes its agency's stored pages like any other table a page shows (migration 0011).
CREATE TRIGGER subscriptions_microsite_changed AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION microsite_changed();
