ALTER TABLE "products" ADD COLUMN "cas_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "formula" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purity" text;--> statement-breakpoint
CREATE INDEX "products_cas_number_idx" ON "products" USING btree ("cas_number") WHERE "products"."cas_number" is not null;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cas_number_ck" CHECK ("products"."cas_number" ~ '^[0-9]{2,7}-[0-9]{2}-[0-9]$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_chemical_text_ck" CHECK (length("products"."formula") <= 60 and length("products"."grade") <= 40 and length("products"."purity") <= 40);--> statement-breakpoint
-- The value of the first specification row whose key (trimmed, any case) is one of `keys`.
CREATE OR REPLACE FUNCTION labshop_spec_value(specs jsonb, keys text[]) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(e->>'value') FROM jsonb_array_elements(specs) AS e
  WHERE lower(trim(e->>'key')) = ANY(keys) LIMIT 1
$$;--> statement-breakpoint
-- The specification rows in their order, without those whose key is one of `keys`.
CREATE OR REPLACE FUNCTION labshop_specs_without(specs jsonb, keys text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(row.e ORDER BY row.i), '[]'::jsonb)
  FROM jsonb_array_elements(specs) WITH ORDINALITY AS row(e, i)
  WHERE lower(trim(row.e->>'key')) <> ALL(keys)
$$;--> statement-breakpoint
-- A chemical's "CAS number", "Formula", "Grade" and "Purity" (or "Assay") rows of the free-text
-- specifications move into their own columns, once, where the column is still empty and the
-- text fits it. A function, so the demo seed moves its rows by the same rule.
CREATE OR REPLACE FUNCTION labshop_move_chemical_details() RETURNS void LANGUAGE sql AS $$
  UPDATE "products" SET "cas_number" = labshop_spec_value("specs", ARRAY['cas number']),
    "specs" = labshop_specs_without("specs", ARRAY['cas number'])
  WHERE "cas_number" IS NULL AND labshop_spec_value("specs", ARRAY['cas number']) ~ '^[0-9]{2,7}-[0-9]{2}-[0-9]$';
  UPDATE "products" SET "formula" = labshop_spec_value("specs", ARRAY['formula', 'molecular formula']),
    "specs" = labshop_specs_without("specs", ARRAY['formula', 'molecular formula'])
  WHERE "formula" IS NULL AND length(labshop_spec_value("specs", ARRAY['formula', 'molecular formula'])) BETWEEN 1 AND 60;
  UPDATE "products" SET "grade" = labshop_spec_value("specs", ARRAY['grade']),
    "specs" = labshop_specs_without("specs", ARRAY['grade'])
  WHERE "grade" IS NULL AND length(labshop_spec_value("specs", ARRAY['grade'])) BETWEEN 1 AND 40;
  UPDATE "products" SET "purity" = labshop_spec_value("specs", ARRAY['purity', 'assay']),
    "specs" = labshop_specs_without("specs", ARRAY['purity', 'assay'])
  WHERE "purity" IS NULL AND length(labshop_spec_value("specs", ARRAY['purity', 'assay'])) BETWEEN 1 AND 40;
$$;--> statement-breakpoint
SELECT labshop_move_chemical_details();
