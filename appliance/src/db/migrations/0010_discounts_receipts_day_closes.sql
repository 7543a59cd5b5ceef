CREATE TABLE `day_closes` (
	`business_date` text PRIMARY KEY NOT NULL,
	`figures` text NOT NULL,
	`closed_at` integer NOT NULL,
	`user_id` integer,
	`staff_name` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `discounts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_session_id` integer NOT NULL,
	`order_item_id` integer,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`user_id` integer,
	`staff_name` text NOT NULL,
	`created_at` integer NOT NULL,
	`removed_at` integer,
	FOREIGN KEY (`table_session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `discounts_session` ON `discounts` (`table_session_id`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`number` integer NOT NULL,
	`table_session_id` integer NOT NULL,
	`total` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`voided_at` integer,
	`print_count` integer DEFAULT 0 NOT NULL,
	`payer_name` text,
	FOREIGN KEY (`table_session_id`) REFERENCES `table_sessions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number` ON `receipts` (`number`);--> statement-breakpoint
CREATE INDEX `receipts_session` ON `receipts` (`table_session_id`);--> statement-breakpoint
ALTER TABLE `payments` ADD `voided_at` integer;