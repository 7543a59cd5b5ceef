CREATE TABLE `stations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`warn_minutes` integer DEFAULT 10 NOT NULL,
	`late_minutes` integer DEFAULT 20 NOT NULL,
	`active` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `menu_items` ADD `station_id` integer REFERENCES stations(id);--> statement-breakpoint
ALTER TABLE `menus` ADD `station_id` integer REFERENCES stations(id);--> statement-breakpoint
ALTER TABLE `order_items` ADD `station_id` integer REFERENCES stations(id);--> statement-breakpoint
ALTER TABLE `order_items` ADD `ready_at` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `cancelled_at` integer;--> statement-breakpoint
CREATE INDEX `order_items_station_open` ON `order_items` (`station_id`,`ready_at`);