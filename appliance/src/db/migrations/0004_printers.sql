CREATE TABLE `print_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`printer_id` integer NOT NULL,
	`original_printer_id` integer,
	`kind` text NOT NULL,
	`source_key` text,
	`order_id` integer,
	`table_label` text,
	`ticket` text NOT NULL,
	`state` text DEFAULT 'queued' NOT NULL,
	`reprint` integer DEFAULT 0 NOT NULL,
	`released` integer DEFAULT 0 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`printed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`printer_id`) REFERENCES `printers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`original_printer_id`) REFERENCES `printers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `print_jobs_source` ON `print_jobs` (`source_key`);--> statement-breakpoint
CREATE INDEX `print_jobs_printer_state` ON `print_jobs` (`printer_id`,`state`,`id`);--> statement-breakpoint
CREATE TABLE `printers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`host` text NOT NULL,
	`port` integer DEFAULT 9100 NOT NULL,
	`family` text NOT NULL,
	`paper_width` integer NOT NULL,
	`station_id` integer,
	`backup_printer_id` integer,
	`active` integer DEFAULT 1 NOT NULL,
	`state` text DEFAULT 'unknown' NOT NULL,
	`state_since` integer,
	`paper_near_end` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`station_id`) REFERENCES `stations`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`backup_printer_id`) REFERENCES `printers`(`id`) ON UPDATE no action ON DELETE no action
);
