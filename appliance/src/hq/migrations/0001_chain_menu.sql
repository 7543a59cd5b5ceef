CREATE TABLE "menu_sources" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_versions" (
	"version" serial PRIMARY KEY NOT NULL,
	"source_shop_id" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"sha256" text PRIMARY KEY NOT NULL,
	"data" text NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boxes" ADD COLUMN "menu_version" integer;--> statement-breakpoint
ALTER TABLE "menu_sources" ADD CONSTRAINT "menu_sources_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_versions" ADD CONSTRAINT "menu_versions_source_shop_id_shops_id_fk" FOREIGN KEY ("source_shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;