ALTER TABLE "dict_details" ADD COLUMN "label_zh_tw" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dict_details" ADD COLUMN "label_en" text DEFAULT '' NOT NULL;