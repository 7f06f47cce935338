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
--> statement-breakpoint
-- What the admin search matches words in: the text as written and its Latin key.
CREATE OR REPLACE FUNCTION "with_latin_key"(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT SET search_path FROM CURRENT AS $$
  SELECT input || ' ' || "latin_key"(input);
$$;
