CREATE TABLE `option_choices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`label` text NOT NULL,
	`price_delta` integer DEFAULT 0 NOT NULL,
	`is_default` integer DEFAULT 0 NOT NULL,
	`flag` integer DEFAULT 1 NOT NULL,
	`plan_charged` integer DEFAULT 0 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `option_choices_group` ON `option_choices` (`group_id`);--> statement-breakpoint
CREATE TABLE `option_group_items` (
	`group_id` integer NOT NULL,
	`menu_item_id` integer NOT NULL,
	PRIMARY KEY(`group_id`, `menu_item_id`),
	FOREIGN KEY (`group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `option_group_items_item` ON `option_group_items` (`menu_item_id`);--> statement-breakpoint
CREATE TABLE `option_group_menus` (
	`group_id` integer NOT NULL,
	`menu_id` integer NOT NULL,
	PRIMARY KEY(`group_id`, `menu_id`),
	FOREIGN KEY (`group_id`) REFERENCES `option_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`menu_id`) REFERENCES `menus`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `option_group_menus_menu` ON `option_group_menus` (`menu_id`);--> statement-breakpoint
CREATE TABLE `option_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`label` text NOT NULL,
	`min_picks` integer DEFAULT 0 NOT NULL,
	`max_picks` integer DEFAULT 1 NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `option_groups_name_unique` ON `option_groups` (`name`);--> statement-breakpoint
ALTER TABLE `menu_items` ADD `accepts_note` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `options` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `plan_charge` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `order_items` ADD `note` text;