-- What the database does on its own: the current definition of every function and trigger the
-- migrations made, gathered here so that they can be read in one place next to schema.ts.
-- The migrations (0006, 0007, 0008, 0011, 0023) remain what creates them; tests/api/database-functions
-- checks that a migrated database has exactly these bodies and triggers, so the two cannot drift.
-- A change is a new migration that redefines the function, then the same change here.

-- The slot a counter row is taken from (decisions 010 and 013): the writing transaction's own,
-- so one transaction holds at most one list_changes row (and one status_counts row per list and
-- status), and two writers can only queue, never deadlock. Writers still spread over 16 slots.
CREATE OR REPLACE FUNCTION "counter_slot"() RETURNS smallint
LANGUAGE sql VOLATILE AS $$
  SELECT (pg_current_xact_id()::text::bigint % 16)::smallint;
$$;

-- The admin list cache's version (decision 013): every statement that writes a table the admin
-- lists read adds 1 to its transaction's slot, so the sum changes exactly when a committed change
-- becomes visible.
CREATE OR REPLACE FUNCTION "list_changes_bump"() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "list_changes" SET "changes" = "changes" + 1 WHERE "slot" = "counter_slot"();
  RETURN NULL;
END;
$$;

-- The dashboard's figures (decision 010): every insert, status change and delete of an
-- application, grievance or tax payment adds +1/-1 to its list and status, in its transaction's
-- slot, in the same transaction as the change.
CREATE OR REPLACE FUNCTION "status_counts_follow"() RETURNS trigger
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  old_list text;
  new_list text;
BEGIN
  -- The list's fixed name as the argument, or none for applications, whose list is their type
  -- (each branch is only planned when it runs, so OLD."type" is never read on other tables).
  IF TG_NARGS > 0 THEN
    old_list := TG_ARGV[0];
    new_list := TG_ARGV[0];
  ELSE
    IF TG_OP <> 'INSERT' THEN
      old_list := OLD."type";
    END IF;
    IF TG_OP <> 'DELETE' THEN
      new_list := NEW."type";
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND old_list = new_list AND OLD."status" = NEW."status" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "status_counts" AS c ("list", "status", "slot", "count")
    VALUES (old_list, OLD."status", "counter_slot"(), -1)
    ON CONFLICT ("list", "status", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "status_counts" AS c ("list", "status", "slot", "count")
    VALUES (new_list, NEW."status", "counter_slot"(), 1)
    ON CONFLICT ("list", "status", "slot") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  RETURN NULL;
END;
$$;

-- The admin search finds a name typed in Latin letters in Tamil script and the other way round
-- (docs/decisions/071): `latin_key` writes any text in plain Latin letters as Tamil script can
-- tell them apart, so that "Meena", "Mina" and "மீனா" all read "mina". Both what is searched and
-- what is typed go through it.
CREATE OR REPLACE FUNCTION "latin_key"(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
DECLARE
  key text := lower(input);
BEGIN
  -- Tamil script in Latin letters: a consonant without a vowel sign or a virama carries 'a'.
  key := regexp_replace(key, '([க-ஹ])(?![ா-்ௗ])', '\1a', 'g');
  key := replace(replace(replace(replace(key, 'ை', 'ai'), 'ஐ', 'ai'), 'ௌ', 'au'), 'ஔ', 'au');
  key := translate(key,
    'அஆஇஈஉஊஎஏஒஓஙஞகசடணதநபமயரலவழளறனஜஷஸஹாிீுூெேொோ்ௗ',
    'aaiiuueeoonnkstntnpmyrlvllrnssshaiiuueeoo');
  -- Latin spellings folded to what Tamil script tells apart: long vowels, voiced and aspirated
  -- consonants, doubled letters, a final y (Samy, சாமி), the vowel Tamil puts in a leading cluster
  -- (Priya, பிரியா).
  key := replace(replace(replace(key, 'ee', 'i'), 'oo', 'u'), 'ow', 'au');
  key := replace(key, 'zh', 'l');
  key := translate(key, 'dgbcjzwqf', 'tkpsssvkp');
  key := regexp_replace(key, '([tskp])h', '\1', 'g');
  key := replace(key, 'h', '');
  key := regexp_replace(key, '([a-z])\1+', '\1', 'g');
  key := regexp_replace(key, 'iy([aeiou])', 'i\1', 'g');
  key := regexp_replace(key, 'y\M', 'i', 'g');
  key := regexp_replace(key, '\m([a-z])[iu]r', '\1r', 'g');
  -- Anything else separates words: `+91-98765…` must not become one long run of digits.
  RETURN btrim(regexp_replace(key, '[^a-z0-9]+', ' ', 'g'));
END;
$$;
-- What the admin search matches words in: the text as written and its Latin key.
CREATE OR REPLACE FUNCTION "with_latin_key"(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT SET search_path FROM CURRENT AS $$
  SELECT input || ' ' || "latin_key"(input);
$$;

-- Row triggers: the status counters.
CREATE TRIGGER "applications_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "type" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "status_counts_follow"();
CREATE TRIGGER "grievances_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "grievances"
  FOR EACH ROW EXECUTE FUNCTION "status_counts_follow"('grievances');
CREATE TRIGGER "tax_payments_status_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "tax_payments"
  FOR EACH ROW EXECUTE FUNCTION "status_counts_follow"('taxes');

-- Statement triggers: the list cache's version, once per statement whatever the number of rows.
CREATE TRIGGER "applications_list_changes" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_bump"();
CREATE TRIGGER "application_documents_list_changes" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "application_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_bump"();
CREATE TRIGGER "grievances_list_changes" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "grievances"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_bump"();
CREATE TRIGGER "tax_payments_list_changes" AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON "tax_payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_changes_bump"();
