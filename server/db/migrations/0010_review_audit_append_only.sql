-- Issue 30 (decision 021): the review desk's audit log is append-only in the database itself.
-- UPDATE and DELETE raise an error for every role the application connects as.
CREATE OR REPLACE FUNCTION review_audit_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'review_audit is append-only: % refused', TG_OP USING ERRCODE = '42501';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER review_audit_append_only BEFORE UPDATE OR DELETE ON "review_audit"
  FOR EACH ROW EXECUTE FUNCTION review_audit_refuse_change();
