-- Trigram indexes on product name and brand (search and suggestions) need pg_trgm.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
