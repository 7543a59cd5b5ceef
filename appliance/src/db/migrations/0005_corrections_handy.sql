CREATE TABLE `corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`staff_name` text NOT NULL,
	`authorized_by` text,
	`table_session_id` integer NOT NULL,
	`table_label` text NOT NULL,
	`to_table_label` text,
	`order_item_id` integer,
	`item_label` text,
	`quantity_before` integer,
	`quantity_after` integer,
	`amount` integer DEFAULT 0 NOT NULL,
	`line_state` text,
	`reason` text,
	`note` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`table_session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `corrections_at` ON `corrections` (`at`);--> statement-breakpoint
CREATE INDEX `corrections_session` ON `corrections` (`table_session_id`);--> statement-breakpoint
ALTER TABLE `orders` ADD `entered_by_user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `table_sessions` ADD `guest_count` integer;--> statement-breakpoint
ALTER TABLE `table_sessions` ADD `merged_into_id` integer;