ALTER TABLE `dining_tables` ADD `join_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `dining_tables_join_token` ON `dining_tables` (`join_token`);