CREATE TABLE "bill_lines" (
	"box_id" integer NOT NULL,
	"visit_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"n" integer NOT NULL,
	"menu_item_id" integer,
	"label" text NOT NULL,
	"genre_label" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"food" boolean NOT NULL,
	"business_date" text NOT NULL,
	CONSTRAINT "bill_lines_box_id_visit_id_n_pk" PRIMARY KEY("box_id","visit_id","n")
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"box_id" integer NOT NULL,
	"visit_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"business_date" text NOT NULL,
	CONSTRAINT "bill_payments_box_id_visit_id_n_pk" PRIMARY KEY("box_id","visit_id","n")
);
--> statement-breakpoint
CREATE TABLE "bill_rates" (
	"box_id" integer NOT NULL,
	"visit_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"rate" smallint NOT NULL,
	"total" integer NOT NULL,
	"tax" integer NOT NULL,
	"ex_tax" integer NOT NULL,
	"business_date" text NOT NULL,
	CONSTRAINT "bill_rates_box_id_visit_id_rate_pk" PRIMARY KEY("box_id","visit_id","rate")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"box_id" integer NOT NULL,
	"visit_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"business_date" text NOT NULL,
	"hour" smallint NOT NULL,
	"paid_at" bigint NOT NULL,
	"table_label" text NOT NULL,
	"receipt_number" integer,
	"sales" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"discount_count" integer NOT NULL,
	"adults" integer NOT NULL,
	"children" integer NOT NULL,
	"guests_counted" boolean NOT NULL,
	CONSTRAINT "bills_box_id_visit_id_pk" PRIMARY KEY("box_id","visit_id")
);
--> statement-breakpoint
CREATE TABLE "boxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"shop_id" integer NOT NULL,
	"public_key" text NOT NULL,
	"enrolled_at" bigint NOT NULL,
	"revoked_at" bigint,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_seen_at" bigint,
	"queued" integer DEFAULT 0 NOT NULL,
	"version" text,
	CONSTRAINT "boxes_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "day_closes" (
	"shop_id" integer NOT NULL,
	"business_date" text NOT NULL,
	"closed_at" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	CONSTRAINT "day_closes_shop_id_business_date_pk" PRIMARY KEY("shop_id","business_date")
);
--> statement-breakpoint
CREATE TABLE "facts" (
	"box_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"type" text NOT NULL,
	"at" bigint NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" bigint NOT NULL,
	CONSTRAINT "facts_box_id_seq_pk" PRIMARY KEY("box_id","seq")
);
--> statement-breakpoint
CREATE TABLE "hq_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_states" (
	"shop_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"label" text NOT NULL,
	"price" integer NOT NULL,
	"sold_out" boolean NOT NULL,
	"at" bigint NOT NULL,
	CONSTRAINT "item_states_shop_id_menu_item_id_pk" PRIMARY KEY("shop_id","menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "owner_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "owners_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"code_hash" text,
	"code_expires_at" bigint,
	"box_id" integer
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "boxes" ADD CONSTRAINT "boxes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_closes" ADD CONSTRAINT "day_closes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facts" ADD CONSTRAINT "facts_box_id_boxes_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."boxes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_states" ADD CONSTRAINT "item_states_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_sessions" ADD CONSTRAINT "owner_sessions_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_lines_date" ON "bill_lines" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "bill_payments_date" ON "bill_payments" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "bill_rates_date" ON "bill_rates" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "bills_date_shop" ON "bills" USING btree ("business_date","shop_id");