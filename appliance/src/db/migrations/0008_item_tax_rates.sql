ALTER TABLE `menu_items` ADD `tax_rate` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `tax_rate` integer DEFAULT 10 NOT NULL;