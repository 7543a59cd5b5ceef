PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_corrections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`staff_name` text NOT NULL,
	`authorized_by` text,
	`table_session_id` integer,
	`table_label` text,
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
INSERT INTO `__new_corrections`("id", "at", "kind", "user_id", "staff_name", "authorized_by", "table_session_id", "table_label", "to_table_label", "order_item_id", "item_label", "quantity_before", "quantity_after", "amount", "line_state", "reason", "note") SELECT "id", "at", "kind", "user_id", "staff_name", "authorized_by", "table_session_id", "table_label", "to_table_label", "order_item_id", "item_label", "quantity_before", "quantity_after", "amount", "line_state", "reason", "note" FROM `corrections`;--> statement-breakpoint
DROP TABLE `corrections`;--> statement-breakpoint
ALTER TABLE `__new_corrections` RENAME TO `corrections`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `corrections_at` ON `corrections` (`at`);--> statement-breakpoint
CREATE INDEX `corrections_session` ON `corrections` (`table_session_id`);