ALTER TABLE `menu_items` ADD `hq_id` integer;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `hq_price` integer;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `hq_picture` text;--> statement-breakpoint
CREATE UNIQUE INDEX `menu_items_hq_id_unique` ON `menu_items` (`hq_id`);--> statement-breakpoint
ALTER TABLE `menus` ADD `hq_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `menus_hq_id_unique` ON `menus` (`hq_id`);--> statement-breakpoint
ALTER TABLE `option_choices` ADD `hq_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `option_choices_hq_id_unique` ON `option_choices` (`hq_id`);--> statement-breakpoint
ALTER TABLE `option_groups` ADD `hq_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `option_groups_hq_id_unique` ON `option_groups` (`hq_id`);