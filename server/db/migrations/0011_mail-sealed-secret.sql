ALTER TABLE "mail_outbox" ADD COLUMN "sealed_secret" text;--> statement-breakpoint
-- Codes already queued or logged in clear (reset and e-mail change codes, by their subjects in
-- zh_CN, zh_TW and en) are masked like new ones; they expire within minutes anyway.
UPDATE "mail_outbox" SET "body" = regexp_replace("body", '[0-9]{6}', '******')
  WHERE "subject" IN ('重置密码验证码', '重設密碼驗證碼', 'Password reset code', '修改邮箱验证码', '修改電子郵件驗證碼', 'E-mail change code');
