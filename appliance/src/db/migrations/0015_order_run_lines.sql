ALTER TABLE `orders` ADD `run_lines` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `orders` SET `run_lines` = 1 WHERE `id` IN (SELECT `order_id` FROM `order_items` WHERE `plan_run` IS NOT NULL);--> statement-breakpoint
CREATE TRIGGER `orders_run_lines` AFTER INSERT ON `order_items` WHEN NEW.`plan_run` IS NOT NULL
BEGIN
	UPDATE `orders` SET `run_lines` = 1 WHERE `id` = NEW.`order_id` AND `run_lines` = 0;
END;--> statement-breakpoint
CREATE INDEX `orders_session_runs` ON `orders` (`table_session_id`) WHERE run_lines = 1;
