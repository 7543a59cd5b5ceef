CREATE TABLE `guest_devices` (
	`id` text PRIMARY KEY NOT NULL,
	`table_session_id` integer NOT NULL,
	`number` integer NOT NULL,
	`device_uuid` text NOT NULL,
	`created_at` integer NOT NULL,
	`revoked_at` integer,
	FOREIGN KEY (`table_session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `guest_devices_visit_number` ON `guest_devices` (`table_session_id`,`number`);--> statement-breakpoint
CREATE INDEX `guest_devices_visit_device` ON `guest_devices` (`table_session_id`,`device_uuid`);--> statement-breakpoint
ALTER TABLE `orders` ADD `guest_device_id` text REFERENCES guest_devices(id);--> statement-breakpoint
ALTER TABLE `table_sessions` ADD `join_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `table_sessions_join_token` ON `table_sessions` (`join_token`) WHERE join_token is not null;