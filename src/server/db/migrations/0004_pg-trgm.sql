-- Trigram indexes let the admin list find a name by any fragment of it (issue 6). pg_trgm ships
-- with PostgreSQL (contrib) and PGlite; it is a trusted extension, so a database owner may
-- create it. In public, where every schema's indexes can name its operator class.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
