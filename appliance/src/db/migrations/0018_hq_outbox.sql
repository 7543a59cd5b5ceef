CREATE TABLE `hq_outbox` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`at` integer NOT NULL
);
