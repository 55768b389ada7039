ALTER TABLE "popup" ADD COLUMN "image_file_id" bigint;--> statement-breakpoint
ALTER TABLE "banner" ADD COLUMN "image_file_id" bigint;--> statement-breakpoint
ALTER TABLE "bmnexhl" ADD COLUMN "image_file_id" bigint;--> statement-breakpoint
ALTER TABLE "smnexhl" ADD COLUMN "image_file_id" bigint;--> statement-breakpoint
ALTER TABLE "crr_site" ADD COLUMN "logo_file_id" bigint;--> statement-breakpoint
ALTER TABLE "crr_site" ADD COLUMN "logo_alt" text;--> statement-breakpoint
ALTER TABLE "crr_book" ADD COLUMN "cover_file_id" bigint;--> statement-breakpoint
ALTER TABLE "popup" ADD CONSTRAINT "popup_image_file_id_atch_file_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banner" ADD CONSTRAINT "banner_image_file_id_atch_file_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bmnexhl" ADD CONSTRAINT "bmnexhl_image_file_id_atch_file_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smnexhl" ADD CONSTRAINT "smnexhl_image_file_id_atch_file_file_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crr_site" ADD CONSTRAINT "crr_site_logo_file_id_atch_file_file_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crr_book" ADD CONSTRAINT "crr_book_cover_file_id_atch_file_file_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."atch_file"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "popup" DROP COLUMN "image_path";--> statement-breakpoint
ALTER TABLE "banner" DROP COLUMN "image_path";--> statement-breakpoint
ALTER TABLE "bmnexhl" DROP COLUMN "image_path";--> statement-breakpoint
ALTER TABLE "smnexhl" DROP COLUMN "image_path";--> statement-breakpoint
ALTER TABLE "crr_site" DROP COLUMN "logo_path";--> statement-breakpoint
ALTER TABLE "crr_book" DROP COLUMN "cover_path";