-- Issue 20: status_counts_add() has had no caller since migration 0011 wrote its upsert into
-- status_counts_follow(). The current functions and triggers are in src/server/db/functions.sql.
DROP FUNCTION "status_counts_add"(text, text, integer);
