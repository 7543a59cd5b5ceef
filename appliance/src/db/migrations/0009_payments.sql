CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_session_id` integer NOT NULL,
	`method` text NOT NULL,
	`amount` integer NOT NULL,
	`tendered` integer,
	`change` integer,
	`user_id` integer,
	`at` integer NOT NULL,
	FOREIGN KEY (`table_session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payments_session` ON `payments` (`table_session_id`);--> statement-breakpoint
CREATE INDEX `payments_at` ON `payments` (`at`);