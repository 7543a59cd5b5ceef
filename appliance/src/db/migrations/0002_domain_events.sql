CREATE TABLE `events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`dining_table_id` integer,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `event_cursors` (
	`consumer` text PRIMARY KEY NOT NULL,
	`seq` integer NOT NULL,
	`updated_at` integer NOT NULL
);
