-- One lowercased text per product for search and suggestions. array_to_string is only STABLE
-- (it could format any element type), so a generated column cannot call it directly; on text[]
-- it cannot change, which makes this wrapper honestly IMMUTABLE.
CREATE OR REPLACE FUNCTION labshop_product_search_text(name text, brand text, sku text, tags text[])
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
RETURN lower(name || ' ' || brand || ' ' || sku || ' ' || array_to_string(tags, ' '));
