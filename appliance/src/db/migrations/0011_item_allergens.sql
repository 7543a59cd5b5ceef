CREATE TABLE `menu_item_allergens` (
	`menu_item_id` integer NOT NULL,
	`allergen_id` text NOT NULL,
	`level` text NOT NULL,
	PRIMARY KEY(`menu_item_id`, `allergen_id`),
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
