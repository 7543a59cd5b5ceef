CREATE TABLE `plan_items` (
	`plan_item_id` integer NOT NULL,
	`menu_item_id` integer NOT NULL,
	PRIMARY KEY(`plan_item_id`, `menu_item_id`),
	FOREIGN KEY (`plan_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `plan_items_item` ON `plan_items` (`menu_item_id`);--> statement-breakpoint
CREATE TABLE `plan_terms` (
	`menu_item_id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`duration_minutes` integer,
	`last_order_minutes` integer DEFAULT 30 NOT NULL,
	`warn_minutes` integer DEFAULT 10 NOT NULL,
	`after_end` text DEFAULT 'charge' NOT NULL,
	`extension_minutes` integer,
	`staff_only` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `menu_items` ADD `plan_last_order_minutes` integer;--> statement-breakpoint
ALTER TABLE `menus` ADD `plan_last_order_minutes` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `plan_line_id` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `plan_run` text;--> statement-breakpoint
CREATE INDEX `order_items_plan_line` ON `order_items` (`plan_line_id`);--> statement-breakpoint
ALTER TABLE `table_sessions` ADD `child_count` integer;--> statement-breakpoint
ALTER TABLE `table_sessions` ADD `cover_label` text;--> statement-breakpoint
ALTER TABLE `table_sessions` ADD `cover_price` integer;--> statement-breakpoint
ALTER TABLE `table_sessions` ADD `cover_waived_at` integer;--> statement-breakpoint
UPDATE `order_items` SET `plan_run` = json_object('kind', 'plan', 'durationMinutes', NULL, 'lastOrderMinutes', 30, 'warnMinutes', 10, 'afterEnd', 'charge', 'menuIds', (SELECT json_group_array(`menu_id`) FROM `plan_menus` WHERE `plan_menus`.`plan_item_id` = `order_items`.`menu_item_id`), 'itemIds', json('[]')) WHERE `menu_item_id` IN (SELECT `plan_item_id` FROM `plan_menus`);--> statement-breakpoint
UPDATE `order_items` SET `plan_line_id` = (SELECT `p`.`id` FROM `order_items` `p` JOIN `orders` `po` ON `po`.`id` = `p`.`order_id` JOIN `plan_menus` `pm` ON `pm`.`plan_item_id` = `p`.`menu_item_id` JOIN `orders` `o` ON `o`.`id` = `order_items`.`order_id` WHERE `po`.`table_session_id` = `o`.`table_session_id` AND `pm`.`menu_id` = `order_items`.`menu_id` AND `p`.`cancelled_at` IS NULL ORDER BY `p`.`id` LIMIT 1) WHERE `plan_line_id` IS NULL AND `menu_id` IN (SELECT `menu_id` FROM `plan_menus`);
