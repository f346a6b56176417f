CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_insurers" (
	"tkey" text PRIMARY KEY NOT NULL,
	"name_nl" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_municipalities" (
	"nis" text PRIMARY KEY NOT NULL,
	"name_nl" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"zone_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_objects" (
	"tkey" text PRIMARY KEY NOT NULL,
	"fkey" text NOT NULL,
	"category_nl" text NOT NULL,
	"category_fr" text NOT NULL,
	"category_de" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	"is_vehicle" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_police_zones" (
	"key" text PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"website" text,
	"language" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_postcodes" (
	"postcode" text NOT NULL,
	"nis" text NOT NULL,
	"name_nl" text NOT NULL,
	"name_fr" text NOT NULL,
	"name_de" text NOT NULL,
	CONSTRAINT "ref_postcodes_postcode_nis_pk" PRIMARY KEY("postcode","nis")
);
--> statement-breakpoint
CREATE TABLE "ref_streets" (
	"id" serial PRIMARY KEY NOT NULL,
	"nis" text NOT NULL,
	"name_nl" text DEFAULT '' NOT NULL,
	"name_fr" text DEFAULT '' NOT NULL,
	"name_de" text DEFAULT '' NOT NULL,
	"temporary" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ref_streets_nis_idx" ON "ref_streets" USING btree ("nis");--> statement-breakpoint
CREATE UNIQUE INDEX "ref_streets_names_idx" ON "ref_streets" USING btree ("nis","name_nl","name_fr","name_de");