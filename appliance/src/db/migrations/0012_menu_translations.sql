CREATE TABLE `menu_translations` (
	`kind` text NOT NULL,
	`entity_id` integer NOT NULL,
	`locale` text NOT NULL,
	`name` text,
	`description` text,
	`checked` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `menu_translations_entity_locale` ON `menu_translations` (`kind`,`entity_id`,`locale`);