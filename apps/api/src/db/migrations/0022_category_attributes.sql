CREATE TABLE "category_attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"is_facet" boolean DEFAULT false NOT NULL,
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_attributes_kind_ck" CHECK (kind in ('number', 'choice', 'boolean', 'text')),
	CONSTRAINT "category_attributes_text_ck" CHECK (key ~ '^[a-z][a-z0-9_]*$' and length(key) <= 40 and length(label) between 1 and 60 and length(unit) <= 12 and cardinality(choices) <= 50),
	CONSTRAINT "category_attributes_facet_ck" CHECK (not ("category_attributes"."is_facet" and "category_attributes"."kind" = 'text'))
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"num_value" double precision,
	"text_value" text,
	CONSTRAINT "product_attribute_values_pk" PRIMARY KEY("product_id","attribute_id"),
	CONSTRAINT "product_attribute_values_one_ck" CHECK (("product_attribute_values"."num_value" is null) <> ("product_attribute_values"."text_value" is null) and length("product_attribute_values"."text_value") <= 200)
);
--> statement-breakpoint
ALTER TABLE "category_attributes" ADD CONSTRAINT "category_attributes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_category_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."category_attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_attributes_category_key_uq" ON "category_attributes" USING btree ("category_id","key");--> statement-breakpoint
CREATE INDEX "category_attributes_category_position_idx" ON "category_attributes" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "product_attribute_values_number_idx" ON "product_attribute_values" USING btree ("attribute_id","num_value","product_id") WHERE "product_attribute_values"."num_value" is not null;--> statement-breakpoint
CREATE INDEX "product_attribute_values_text_idx" ON "product_attribute_values" USING btree ("attribute_id","text_value","product_id") WHERE "product_attribute_values"."text_value" is not null;--> statement-breakpoint
CREATE INDEX "product_attribute_values_text_trgm_idx" ON "product_attribute_values" USING gin (lower("text_value") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- A specification value that is just a number and a unit: '0.1 mg', '16,000 rpm', '2.5 L'.
-- Answers the number in the unit's family base (g, ml, mm...), the unit as the shop spells it,
-- its family and its factor to the base; nothing for any other text ('≥99.9%', '500 ml, glass').
CREATE OR REPLACE FUNCTION labshop_spec_number(value text)
RETURNS TABLE(base_value numeric, unit text, family text, factor numeric)
LANGUAGE sql IMMUTABLE AS $$
  SELECT replace(m[1], ',', '')::numeric * u.factor, u.unit, u.family, u.factor
  FROM regexp_match(trim(value),
    '^([0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,12}(?:\.[0-9]{1,9})?) ?([a-zµ°%]+)$', 'i') AS m
  JOIN (VALUES
    ('mg', 'mg', 'mass', 0.001), ('g', 'g', 'mass', 1), ('kg', 'kg', 'mass', 1000),
    ('µl', 'µl', 'volume', 0.001), ('ul', 'µl', 'volume', 0.001), ('ml', 'ml', 'volume', 1),
    ('l', 'l', 'volume', 1000), ('nm', 'nm', 'length', 0.000001), ('µm', 'µm', 'length', 0.001),
    ('mm', 'mm', 'length', 1), ('cm', 'cm', 'length', 10), ('m', 'm', 'length', 1000),
    ('rpm', 'rpm', 'speed', 1), ('°c', '°C', 'temperature', 1), ('%', '%', 'percent', 1),
    ('w', 'W', 'power', 1), ('kw', 'kW', 'power', 1000), ('v', 'V', 'voltage', 1),
    ('hz', 'Hz', 'frequency', 1), ('s', 's', 'time', 1), ('min', 'min', 'time', 60),
    ('h', 'h', 'time', 3600)
  ) AS u(spelled, unit, family, factor) ON lower(m[2]) = u.spelled
  WHERE m IS NOT NULL
$$;--> statement-breakpoint
-- Specification rows of the form "number unit" become number attributes of the product's
-- category (a filter facet where two products or more have one, keyed like readability_mg, in the family's smallest unit the
-- category uses) and values of them; the rows that moved leave the free-text table. A row of
-- the same name that does not parse ('140 °C with cap') stays free text. A function, so the
-- demo seed converts its rows by the same rule.
CREATE OR REPLACE FUNCTION labshop_move_spec_attributes() RETURNS void LANGUAGE sql AS $$
  WITH parsed AS (
    SELECT p.id AS product_id, p.category_id, trim(e->>'key') AS label,
      lower(trim(e->>'key')) AS lkey, n.base_value, n.unit, n.family, n.factor
    FROM "products" p, jsonb_array_elements(p."specs") AS e, labshop_spec_number(e->>'value') AS n
    WHERE length(trim(e->>'key')) BETWEEN 1 AND 60
  ),
  families AS (
    SELECT DISTINCT ON (category_id, lkey) category_id, lkey, family
    FROM parsed GROUP BY category_id, lkey, family
    ORDER BY category_id, lkey, count(*) DESC, family
  ),
  chosen AS (
    SELECT DISTINCT ON (f.category_id, f.lkey) f.category_id, f.lkey, f.family, p.unit, p.factor,
      min(p.label) OVER (PARTITION BY f.category_id, f.lkey) AS label,
      count(*) OVER (PARTITION BY f.category_id, f.lkey) AS products
    FROM families f JOIN parsed p USING (category_id, lkey, family)
    ORDER BY f.category_id, f.lkey, p.factor
  ),
  keyed AS (
    SELECT c.*, left(trim(BOTH '_' FROM regexp_replace(regexp_replace(lower(c.label || ' ' ||
      CASE c.unit WHEN '%' THEN 'percent' WHEN '°C' THEN 'c' WHEN 'µl' THEN 'ul' WHEN 'µm' THEN 'um' ELSE c.unit END),
      '[^a-z0-9]+', '_', 'g'), '^[^a-z]+', '')), 40) AS key
    FROM chosen c
  )
  INSERT INTO "category_attributes" ("category_id", "key", "label", "kind", "unit", "is_facet", "position")
  SELECT k.category_id, rtrim(k.key, '_'), k.label, 'number', k.unit, k.products >= 2,
    coalesce((SELECT max(a."position") FROM "category_attributes" a WHERE a."category_id" = k.category_id), 0)
      + row_number() OVER (PARTITION BY k.category_id ORDER BY k.lkey)
  FROM keyed k WHERE k.key ~ '^[a-z]'
  ON CONFLICT ("category_id", "key") DO NOTHING;

  INSERT INTO "product_attribute_values" ("product_id", "attribute_id", "num_value")
  SELECT DISTINCT ON (p.product_id, a."id") p.product_id, a."id", (p.base_value / a_unit.factor)::double precision
  FROM (SELECT trim(e->>'key') AS label, lower(trim(e->>'key')) AS lkey, pr.id AS product_id,
          pr.category_id, n.base_value, n.family
        FROM "products" pr, jsonb_array_elements(pr."specs") AS e, labshop_spec_number(e->>'value') AS n) p
  JOIN "category_attributes" a ON a."category_id" = p.category_id AND lower(a."label") = p.lkey
    AND a."kind" = 'number'
  JOIN LATERAL labshop_spec_number('1 ' || a."unit") AS a_unit ON a_unit.family = p.family
  ORDER BY p.product_id, a."id"
  ON CONFLICT DO NOTHING;

  UPDATE "products" p SET "specs" = labshop_specs_without(p."specs", k.keys)
  FROM (SELECT v."product_id", array_agg(lower(a."label")) AS keys
        FROM "product_attribute_values" v JOIN "category_attributes" a ON a."id" = v."attribute_id"
        GROUP BY v."product_id") k
  WHERE k."product_id" = p."id"
    AND EXISTS (SELECT 1 FROM jsonb_array_elements(p."specs") AS e WHERE lower(trim(e->>'key')) = ANY(k.keys));
$$;--> statement-breakpoint
SELECT labshop_move_spec_attributes();
