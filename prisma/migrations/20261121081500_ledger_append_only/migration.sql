-- The credit ledger is append-only: a row, once written, is history. Refuse UPDATE and DELETE at the database,
-- so no code path (or hand-run SQL) can rewrite what an account was charged. Deleting an account with a ledger
-- is refused for the same reason (accounts are kept, not deleted).
-- The migration runner splits scripts at every semicolon, even inside quotes, so the function body writes its
-- semicolons as the Unicode escape \003B.
CREATE OR REPLACE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS
  U&'BEGIN RAISE EXCEPTION ''ledger_entries is append-only (% refused)'', TG_OP USING ERRCODE = ''restrict_violation''\003B END\003B';

CREATE TRIGGER ledger_entries_no_update_delete
  BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();
