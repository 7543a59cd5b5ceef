ALTER TABLE `mail_outbox` ADD `user_id` integer REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `purpose` text;--> statement-breakpoint
CREATE INDEX `mail_outbox_user` ON `mail_outbox` (`user_id`);--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `page_auth_hash` text;--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `page_auth_version` integer;--> statement-breakpoint
ALTER TABLE `auth_sessions` ADD `page_auth_expires_at` integer;--> statement-breakpoint
-- Mail queued before this migration: its purpose from the link the box put in it.
UPDATE `mail_outbox` SET `purpose` = CASE
  WHEN `link` LIKE '%/signup/password?activate=%' THEN 'signup'
  WHEN `link` LIKE '%/reset-password?secret=%' THEN 'reset'
  WHEN `link` LIKE '%/edit/email/updated?activate=%' THEN 'email'
END;--> statement-breakpoint
-- Its account only where exactly one account fits and has not changed since the mail was queued
-- (an invitation or reset goes to the login email, an email change to the pending one). Anything
-- else stays unknown, and unknown mail is shown to role 22 alone.
UPDATE `mail_outbox` SET `user_id` = (
  SELECT `u`.`id` FROM `users` `u`
  WHERE (CASE WHEN `mail_outbox`.`purpose` = 'email' THEN `u`.`update_email` ELSE `u`.`email` END) = `mail_outbox`.`to_address`
    AND `u`.`updated_at` <= `mail_outbox`.`created_at`
)
WHERE `purpose` IS NOT NULL AND (
  SELECT count(*) FROM `users` `u`
  WHERE `u`.`email` = `mail_outbox`.`to_address` OR `u`.`update_email` = `mail_outbox`.`to_address`
) = 1;
